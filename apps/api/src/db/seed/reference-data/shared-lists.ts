/**
 * The reference lists kept in `reference_values` (packages/contracts reference/registers.ts), as first
 * seeded: each value by its list and code, names in the four languages (uz left out: lt transliterated).
 */
import type { ReferenceListId } from '@portal/contracts';
import { REGIONS } from '@portal/domain';
import type { LocalizedNames } from './types';

export interface SharedListRow {
  readonly code: string;
  readonly names: LocalizedNames;
  readonly regionId?: number;
  readonly number?: number;
}

const named = (code: string, lt: string, ru: string, eng: string): SharedListRow => ({
  code,
  names: { lt, ru, eng },
});

/** One department per region, named after the region (its names with a suffix in each language). */
function perRegion(
  prefix: string,
  name: (region: (typeof REGIONS)[number]['names']) => LocalizedNames,
): SharedListRow[] {
  return REGIONS.map((r) => ({ code: `${prefix}-${r.soato}`, regionId: r.id, names: name(r.names) }));
}

export const SHARED_LISTS: Partial<Record<ReferenceListId, readonly SharedListRow[]>> = {
  departments: perRegion('CHAMBER', (n) => ({
    lt: `${n.lt} hududiy advokatlar palatasi`,
    uz: `${n.uz} ҳудудий адвокатлар палатаси`,
    ru: `Территориальная палата адвокатов: ${n.ru}`,
    eng: `Territorial chamber of advocates, ${n.eng}`,
  })),
  'justice-departments': perRegion('JUSTICE', (n) => ({
    lt: `${n.lt} adliya boshqarmasi`,
    uz: `${n.uz} адлия бошқармаси`,
    ru: `Управление юстиции: ${n.ru}`,
    eng: `Justice department, ${n.eng}`,
  })),
  'civil-affairs': [
    named('FAMILY', 'Oilaviy nizolar', 'Семейные споры', 'Family disputes'),
    named('HOUSING', 'Uy-joy nizolari', 'Жилищные споры', 'Housing disputes'),
    named('LABOUR', 'Mehnat nizolari', 'Трудовые споры', 'Labour disputes'),
    named('INHERITANCE', 'Meros ishlari', 'Наследственные дела', 'Inheritance cases'),
    named('CONTRACT', 'Shartnoma nizolari', 'Договорные споры', 'Contract disputes'),
    named('LAND', 'Yer nizolari', 'Земельные споры', 'Land disputes'),
    named('DAMAGES', 'Zararni undirish', 'Возмещение вреда', 'Compensation for damage'),
  ],
  'criminal-cases': [
    named('PERSON', 'Shaxsga qarshi jinoyatlar', 'Преступления против личности', 'Crimes against the person'),
    named(
      'PROPERTY',
      'Mulkka qarshi jinoyatlar',
      'Преступления против собственности',
      'Crimes against property',
    ),
    named(
      'ECONOMY',
      'Iqtisodiyot sohasidagi jinoyatlar',
      'Преступления в сфере экономики',
      'Economic crimes',
    ),
    named(
      'PUBLIC_SAFETY',
      'Jamoat xavfsizligiga qarshi jinoyatlar',
      'Преступления против общественной безопасности',
      'Crimes against public safety',
    ),
    named(
      'OFFICE',
      'Hokimiyat va boshqaruv tartibiga qarshi jinoyatlar',
      'Преступления против порядка управления',
      'Crimes against the order of government',
    ),
    named('JUVENILE', 'Voyaga yetmaganlar ishlari', 'Дела несовершеннолетних', 'Juvenile cases'),
  ],
  'contract-periods': [3, 6, 12, 24, 36, 60].map((months) => ({
    code: `M${months}`,
    number: months,
    names:
      months < 12
        ? { lt: `${months} oy`, ru: `${months} месяцев`, eng: `${months} months` }
        : {
            lt: `${months / 12} yil`,
            ru: months === 12 ? '1 год' : months === 60 ? '5 лет' : `${months / 12} года`,
            eng: months === 12 ? '1 year' : `${months / 12} years`,
          },
  })),
};

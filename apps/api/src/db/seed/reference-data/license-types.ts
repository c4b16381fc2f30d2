import type { LicenseTypeRow } from './types';

/** Kinds of advocate license: the kinds of case the license admits the advocate to. */
export const LICENSE_TYPES: readonly LicenseTypeRow[] = [
  {
    id: 1,
    code: 'CRIMINAL',
    names: { lt: 'Jinoyat ishlari boʻyicha', ru: 'По уголовным делам', eng: 'Criminal cases' },
  },
  {
    id: 2,
    code: 'CIVIL',
    names: { lt: 'Fuqarolik ishlari boʻyicha', ru: 'По гражданским делам', eng: 'Civil cases' },
  },
  {
    id: 3,
    code: 'ADMINISTRATIVE',
    names: {
      lt: 'Maʼmuriy ishlar boʻyicha',
      ru: 'По административным делам',
      eng: 'Administrative cases',
    },
  },
  {
    id: 4,
    code: 'ECONOMIC',
    names: { lt: 'Iqtisodiy ishlar boʻyicha', ru: 'По экономическим делам', eng: 'Economic cases' },
  },
  {
    id: 5,
    code: 'GENERAL',
    names: {
      lt: 'Barcha ishlar boʻyicha (umumiy)',
      ru: 'По всем делам (общая)',
      eng: 'General (all cases)',
    },
  },
];

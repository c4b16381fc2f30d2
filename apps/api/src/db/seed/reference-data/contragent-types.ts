import type { ContragentTypeRow } from './types';

/** Kinds of advocacy structure (contragent). */
export const CONTRAGENT_TYPES: readonly ContragentTypeRow[] = [
  {
    id: 1,
    code: 'BUREAU',
    names: { lt: 'Advokatlik byurosi', ru: 'Адвокатское бюро', eng: 'Advocacy bureau' },
  },
  {
    id: 2,
    code: 'FIRM',
    names: { lt: 'Advokatlik firmasi', ru: 'Адвокатская фирма', eng: 'Advocacy firm' },
  },
  {
    id: 3,
    code: 'COLLEGIUM',
    names: { lt: 'Advokatlar hayʼati', ru: 'Коллегия адвокатов', eng: 'Collegium of advocates' },
  },
  {
    id: 4,
    code: 'CONSULTATION',
    names: {
      lt: 'Yuridik konsultatsiya',
      uz: 'Юридик консультация',
      ru: 'Юридическая консультация',
      eng: 'Legal consultation',
    },
  },
  {
    id: 5,
    code: 'REGION_CHAMBER',
    names: {
      lt: 'Hududiy advokatlar palatasi',
      ru: 'Региональная палата адвокатов',
      eng: 'Regional chamber of advocates',
    },
  },
  {
    id: 6,
    code: 'REPUBLIC_CHAMBER',
    names: {
      lt: 'Oʻzbekiston Respublikasi Advokatlar palatasi',
      ru: 'Палата адвокатов Республики Узбекистан',
      eng: 'Chamber of Advocates of the Republic of Uzbekistan',
    },
  },
];

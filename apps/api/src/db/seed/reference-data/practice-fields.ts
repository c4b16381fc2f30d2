import type { CodedRow } from './types';

/** Main fields of practice a lawyer may name (getInfo/directoryMainTypeList; docs/domain.md "Legal-service information"). */
export const PRACTICE_FIELDS: readonly CodedRow[] = [
  {
    id: 1,
    code: 'CRIMINAL',
    names: { lt: 'Jinoyat huquqi', uz: null, ru: 'Уголовное право', eng: 'Criminal law' },
  },
  {
    id: 2,
    code: 'CIVIL',
    names: { lt: 'Fuqarolik huquqi', uz: null, ru: 'Гражданское право', eng: 'Civil law' },
  },
  {
    id: 3,
    code: 'FAMILY',
    names: { lt: 'Oila huquqi', uz: null, ru: 'Семейное право', eng: 'Family law' },
  },
  {
    id: 4,
    code: 'LABOUR',
    names: { lt: 'Mehnat huquqi', uz: null, ru: 'Трудовое право', eng: 'Labour law' },
  },
  {
    id: 5,
    code: 'ADMINISTRATIVE',
    names: { lt: 'Maʼmuriy huquq', uz: null, ru: 'Административное право', eng: 'Administrative law' },
  },
  {
    id: 6,
    code: 'ECONOMIC',
    names: {
      lt: 'Xoʻjalik va korporativ huquq',
      uz: null,
      ru: 'Хозяйственное и корпоративное право',
      eng: 'Business and corporate law',
    },
  },
  {
    id: 7,
    code: 'TAX',
    names: { lt: 'Soliq huquqi', uz: null, ru: 'Налоговое право', eng: 'Tax law' },
  },
  {
    id: 8,
    code: 'LAND',
    names: {
      lt: 'Yer va uy-joy huquqi',
      uz: null,
      ru: 'Земельное и жилищное право',
      eng: 'Land and housing law',
    },
  },
  {
    id: 9,
    code: 'MIGRATION',
    names: { lt: 'Migratsiya huquqi', uz: null, ru: 'Миграционное право', eng: 'Migration law' },
  },
  {
    id: 10,
    code: 'INTELLECTUAL',
    names: {
      lt: 'Intellektual mulk huquqi',
      uz: null,
      ru: 'Право интеллектуальной собственности',
      eng: 'Intellectual property law',
    },
  },
];

import type { CodedRow } from './types';

/** Main fields of practice a lawyer may name (getInfo/directoryMainTypeList; docs/domain.md "Legal-service information"). */
export const PRACTICE_FIELDS: readonly CodedRow[] = [
  {
    id: 1,
    code: 'CRIMINAL',
    names: { lt: 'Jinoyat huquqi', ru: 'Уголовное право', eng: 'Criminal law' },
  },
  {
    id: 2,
    code: 'CIVIL',
    names: { lt: 'Fuqarolik huquqi', ru: 'Гражданское право', eng: 'Civil law' },
  },
  {
    id: 3,
    code: 'FAMILY',
    names: { lt: 'Oila huquqi', ru: 'Семейное право', eng: 'Family law' },
  },
  {
    id: 4,
    code: 'LABOUR',
    names: { lt: 'Mehnat huquqi', ru: 'Трудовое право', eng: 'Labour law' },
  },
  {
    id: 5,
    code: 'ADMINISTRATIVE',
    names: { lt: 'Maʼmuriy huquq', ru: 'Административное право', eng: 'Administrative law' },
  },
  {
    id: 6,
    code: 'ECONOMIC',
    names: {
      lt: 'Xoʻjalik va korporativ huquq',
      ru: 'Хозяйственное и корпоративное право',
      eng: 'Business and corporate law',
    },
  },
  {
    id: 7,
    code: 'TAX',
    names: { lt: 'Soliq huquqi', ru: 'Налоговое право', eng: 'Tax law' },
  },
  {
    id: 8,
    code: 'LAND',
    names: {
      lt: 'Yer va uy-joy huquqi',
      ru: 'Земельное и жилищное право',
      eng: 'Land and housing law',
    },
  },
  {
    id: 9,
    code: 'MIGRATION',
    names: { lt: 'Migratsiya huquqi', ru: 'Миграционное право', eng: 'Migration law' },
  },
  {
    id: 10,
    code: 'INTELLECTUAL',
    names: {
      lt: 'Intellektual mulk huquqi',
      ru: 'Право интеллектуальной собственности',
      eng: 'Intellectual property law',
    },
  },
];

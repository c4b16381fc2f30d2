import type { ApplicationFieldRow } from './types';

/** Fields of application: the field of law an appeal (pro bono or state-funded) is about. */
export const APPLICATION_FIELDS: readonly ApplicationFieldRow[] = [
  {
    id: 1,
    code: 'CIVIL',
    names: { lt: 'Fuqarolik ishlari', ru: 'Гражданские дела', eng: 'Civil matters' },
  },
  {
    id: 2,
    code: 'FAMILY',
    names: { lt: 'Oilaviy nizolar', ru: 'Семейные споры', eng: 'Family disputes' },
  },
  {
    id: 3,
    code: 'LABOUR',
    names: { lt: 'Mehnat nizolari', ru: 'Трудовые споры', eng: 'Labour disputes' },
  },
  {
    id: 4,
    code: 'HOUSING',
    names: { lt: 'Uy-joy masalalari', ru: 'Жилищные вопросы', eng: 'Housing' },
  },
  {
    id: 5,
    code: 'INHERITANCE',
    names: { lt: 'Meros masalalari', ru: 'Наследство', eng: 'Inheritance' },
  },
  {
    id: 6,
    code: 'SOCIAL_SECURITY',
    names: {
      lt: 'Pensiya va ijtimoiy taʼminot',
      ru: 'Пенсии и социальное обеспечение',
      eng: 'Pensions and social security',
    },
  },
  {
    id: 7,
    code: 'ADMINISTRATIVE',
    names: {
      lt: 'Maʼmuriy ishlar',
      ru: 'Административные дела',
      eng: 'Administrative matters',
    },
  },
  {
    id: 8,
    code: 'CRIMINAL',
    names: { lt: 'Jinoyat ishlari', ru: 'Уголовные дела', eng: 'Criminal cases' },
  },
];

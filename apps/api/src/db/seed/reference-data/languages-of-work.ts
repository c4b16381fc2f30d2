import type { LanguageOfWorkRow } from './types';

/** Languages a lawyer works in and legal aid is given in; codes are ISO 639-1, or ISO 639-3 where there is none (kaa). */
export const LANGUAGES_OF_WORK: readonly LanguageOfWorkRow[] = [
  { id: 1, code: 'uz', names: { lt: 'Oʻzbek tili', ru: 'Узбекский язык', eng: 'Uzbek' } },
  { id: 2, code: 'ru', names: { lt: 'Rus tili', ru: 'Русский язык', eng: 'Russian' } },
  {
    id: 3,
    code: 'kaa',
    names: { lt: 'Qoraqalpoq tili', ru: 'Каракалпакский язык', eng: 'Karakalpak' },
  },
  { id: 4, code: 'en', names: { lt: 'Ingliz tili', ru: 'Английский язык', eng: 'English' } },
  { id: 5, code: 'tg', names: { lt: 'Tojik tili', ru: 'Таджикский язык', eng: 'Tajik' } },
  { id: 6, code: 'kk', names: { lt: 'Qozoq tili', ru: 'Казахский язык', eng: 'Kazakh' } },
  { id: 7, code: 'ky', names: { lt: 'Qirgʻiz tili', ru: 'Киргизский язык', eng: 'Kyrgyz' } },
  { id: 8, code: 'tk', names: { lt: 'Turkman tili', ru: 'Туркменский язык', eng: 'Turkmen' } },
];

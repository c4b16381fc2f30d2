import type { OrderBaseRow } from './types';

/** Grounds on which an advocate's order (warrant) is issued. STATE_FUNDED is the basis of orders created from an accepted investigator request. */
export const ORDER_BASES: readonly OrderBaseRow[] = [
  {
    id: 1,
    code: 'CONTRACT',
    names: {
      lt: 'Mijoz bilan tuzilgan shartnoma',
      ru: 'Соглашение с доверителем',
      eng: 'Agreement with the client',
    },
  },
  {
    id: 2,
    code: 'STATE_FUNDED',
    names: {
      lt: 'Surishtiruvchi, tergovchi yoki sudning soʻroviga binoan davlat hisobidan tayinlash',
      ru: 'Назначение за счёт государства по запросу дознавателя, следователя или суда',
      eng: 'State-funded appointment at the request of an inquiry officer, investigator or court',
    },
  },
  {
    id: 3,
    code: 'PRO_BONO',
    names: {
      lt: 'Nogironligi boʻlgan shaxsga bepul yuridik yordam',
      ru: 'Бесплатная юридическая помощь лицу с инвалидностью',
      eng: 'Pro bono legal aid to a person with disabilities',
    },
  },
  {
    id: 4,
    code: 'CHAMBER_ASSIGNMENT',
    names: {
      lt: 'Advokatlar palatasining topshirigʻi boʻyicha tayinlash',
      ru: 'Назначение по поручению Палаты адвокатов',
      eng: 'Assignment by the Chamber of Advocates',
    },
  },
  {
    id: 5,
    code: 'OTHER',
    names: { lt: 'Boshqa asos', ru: 'Иное основание', eng: 'Other grounds' },
  },
];

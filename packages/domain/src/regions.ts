/**
 * The 14 top-level administrative regions of Uzbekistan with their SOATO codes, in the official
 * order of the SOATO list (this is also their id order, 1..14). Names in the four portal languages.
 */
export interface RegionDefinition {
  id: number;
  soato: string;
  names: { lt: string; uz: string; ru: string; eng: string };
}

export const REGIONS: readonly RegionDefinition[] = [
  {
    id: 1,
    soato: '1735',
    names: {
      lt: 'Qoraqalpogʻiston Respublikasi',
      uz: 'Қорақалпоғистон Республикаси',
      ru: 'Республика Каракалпакстан',
      eng: 'Republic of Karakalpakstan',
    },
  },
  {
    id: 2,
    soato: '1703',
    names: {
      lt: 'Andijon viloyati',
      uz: 'Андижон вилояти',
      ru: 'Андижанская область',
      eng: 'Andijan region',
    },
  },
  {
    id: 3,
    soato: '1706',
    names: { lt: 'Buxoro viloyati', uz: 'Бухоро вилояти', ru: 'Бухарская область', eng: 'Bukhara region' },
  },
  {
    id: 4,
    soato: '1708',
    names: { lt: 'Jizzax viloyati', uz: 'Жиззах вилояти', ru: 'Джизакская область', eng: 'Jizzakh region' },
  },
  {
    id: 5,
    soato: '1710',
    names: {
      lt: 'Qashqadaryo viloyati',
      uz: 'Қашқадарё вилояти',
      ru: 'Кашкадарьинская область',
      eng: 'Kashkadarya region',
    },
  },
  {
    id: 6,
    soato: '1712',
    names: { lt: 'Navoiy viloyati', uz: 'Навоий вилояти', ru: 'Навоийская область', eng: 'Navoi region' },
  },
  {
    id: 7,
    soato: '1714',
    names: {
      lt: 'Namangan viloyati',
      uz: 'Наманган вилояти',
      ru: 'Наманганская область',
      eng: 'Namangan region',
    },
  },
  {
    id: 8,
    soato: '1718',
    names: {
      lt: 'Samarqand viloyati',
      uz: 'Самарқанд вилояти',
      ru: 'Самаркандская область',
      eng: 'Samarkand region',
    },
  },
  {
    id: 9,
    soato: '1722',
    names: {
      lt: 'Surxondaryo viloyati',
      uz: 'Сурхондарё вилояти',
      ru: 'Сурхандарьинская область',
      eng: 'Surkhandarya region',
    },
  },
  {
    id: 10,
    soato: '1724',
    names: {
      lt: 'Sirdaryo viloyati',
      uz: 'Сирдарё вилояти',
      ru: 'Сырдарьинская область',
      eng: 'Syrdarya region',
    },
  },
  {
    id: 11,
    soato: '1727',
    names: {
      lt: 'Toshkent viloyati',
      uz: 'Тошкент вилояти',
      ru: 'Ташкентская область',
      eng: 'Tashkent region',
    },
  },
  {
    id: 12,
    soato: '1730',
    names: {
      lt: 'Fargʻona viloyati',
      uz: 'Фарғона вилояти',
      ru: 'Ферганская область',
      eng: 'Fergana region',
    },
  },
  {
    id: 13,
    soato: '1733',
    names: { lt: 'Xorazm viloyati', uz: 'Хоразм вилояти', ru: 'Хорезмская область', eng: 'Khorezm region' },
  },
  {
    id: 14,
    soato: '1726',
    names: { lt: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент', eng: 'Tashkent city' },
  },
];

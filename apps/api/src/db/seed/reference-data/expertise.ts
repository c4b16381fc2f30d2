import type {
  CodedRow,
  ExpertiseActionRow,
  ExpertiseOrganizationRow,
  ExpertiseResearchTypeRow,
} from './types';

/**
 * The manuals of forensic expertise (spec section 7 `expertise/manuals`, docs/domain.md "Expertise"):
 * the kinds of expertise organization, the organizations (the national centre and its regional
 * branches), the body's departments, the research types (each with its department and the days its work
 * takes from payment) and, per research type, the expert actions with their price in tiyin (1/100 sum).
 * Prices and deadlines are data: the ministry changes them here or in the reference-data screens.
 */
export const EXPERTISE_ENTERPRISE_TYPES: readonly CodedRow[] = [
  {
    id: 1,
    code: 'CENTRE',
    names: {
      lt: 'Respublika markazi',
      ru: 'Республиканский центр',
      eng: 'National centre',
    },
  },
  {
    id: 2,
    code: 'REGIONAL_BRANCH',
    names: { lt: 'Hududiy filial', ru: 'Региональный филиал', eng: 'Regional branch' },
  },
  {
    id: 3,
    code: 'LABORATORY',
    names: {
      lt: 'Ekspertiza laboratoriyasi',
      ru: 'Экспертная лаборатория',
      eng: 'Expertise laboratory',
    },
  },
];

const branch = (id: number, code: string, regionId: number, lt: string, ru: string, eng: string) => ({
  id,
  code,
  enterpriseTypeId: 2,
  regionId,
  parentId: 1,
  names: { lt: `${lt} filiali`, ru: `${ru} филиал`, eng: `${eng} branch` },
});

export const EXPERTISE_ORGANIZATIONS: readonly ExpertiseOrganizationRow[] = [
  {
    id: 1,
    code: 'RSEM',
    enterpriseTypeId: 1,
    regionId: null,
    parentId: null,
    names: {
      lt: 'Respublika sud ekspertizasi markazi',
      ru: 'Республиканский центр судебной экспертизы',
      eng: 'National Centre of Forensic Expertise',
    },
  },
  branch(2, 'RSEM-SAMARQAND', 8, 'Markazning Samarqand', 'Самаркандский', 'Samarqand'),
  branch(3, 'RSEM-FARGONA', 12, 'Markazning Fargʻona', 'Ферганский', 'Fargʻona'),
  branch(4, 'RSEM-ANDIJON', 2, 'Markazning Andijon', 'Андижанский', 'Andijon'),
  branch(5, 'RSEM-BUXORO', 3, 'Markazning Buxoro', 'Бухарский', 'Buxoro'),
  branch(6, 'RSEM-QORAQALPOGISTON', 1, 'Markazning Qoraqalpogʻiston', 'Каракалпакский', 'Qoraqalpogʻiston'),
  {
    id: 7,
    code: 'RSEM-DIGITAL-LAB',
    enterpriseTypeId: 3,
    regionId: 14,
    parentId: 1,
    names: {
      lt: 'Raqamli ekspertiza laboratoriyasi',
      ru: 'Лаборатория цифровой экспертизы',
      eng: 'Digital expertise laboratory',
    },
  },
];

export const EXPERTISE_DEPARTMENTS: readonly CodedRow[] = [
  {
    id: 1,
    code: 'CRIMINALISTICS',
    names: {
      lt: 'Kriminalistika boʻlimi',
      ru: 'Отдел криминалистики',
      eng: 'Criminalistics department',
    },
  },
  {
    id: 2,
    code: 'ECONOMIC',
    names: {
      lt: 'Iqtisodiy ekspertizalar boʻlimi',
      ru: 'Отдел экономических экспертиз',
      eng: 'Economic expertise department',
    },
  },
  {
    id: 3,
    code: 'ENGINEERING',
    names: {
      lt: 'Muhandislik-texnik ekspertizalar boʻlimi',
      ru: 'Отдел инженерно-технических экспертиз',
      eng: 'Engineering expertise department',
    },
  },
  {
    id: 4,
    code: 'DIGITAL',
    names: {
      lt: 'Kompyuter-texnik ekspertizalar boʻlimi',
      uz: 'Компьютер-техник экспертизалар бўлими',
      ru: 'Отдел компьютерно-технических экспертиз',
      eng: 'Computer and digital expertise department',
    },
  },
  {
    id: 5,
    code: 'PSYCHOLOGY',
    names: {
      lt: 'Psixologik ekspertizalar boʻlimi',
      ru: 'Отдел психологических экспертиз',
      eng: 'Psychological expertise department',
    },
  },
];

export const EXPERTISE_RESEARCH_TYPES: readonly ExpertiseResearchTypeRow[] = [
  {
    id: 1,
    code: 'HANDWRITING',
    departmentId: 1,
    deadlineDays: 15,
    names: {
      lt: 'Xatshunoslik ekspertizasi',
      ru: 'Почерковедческая экспертиза',
      eng: 'Handwriting',
    },
  },
  {
    id: 2,
    code: 'DOCUMENTS',
    departmentId: 1,
    deadlineDays: 15,
    names: {
      lt: 'Hujjatlarning texnik ekspertizasi',
      ru: 'Техническая экспертиза документов',
      eng: 'Documents',
    },
  },
  {
    id: 3,
    code: 'BALLISTICS',
    departmentId: 1,
    deadlineDays: 20,
    names: { lt: 'Ballistik ekspertiza', ru: 'Баллистическая экспертиза', eng: 'Ballistics' },
  },
  {
    id: 4,
    code: 'ACCOUNTING',
    departmentId: 2,
    deadlineDays: 30,
    names: {
      lt: 'Buxgalteriya-iqtisodiy ekspertiza',
      ru: 'Бухгалтерско-экономическая экспертиза',
      eng: 'Accounting and economic',
    },
  },
  {
    id: 5,
    code: 'CONSTRUCTION',
    departmentId: 3,
    deadlineDays: 30,
    names: {
      lt: 'Qurilish-texnik ekspertizasi',
      ru: 'Строительно-техническая экспертиза',
      eng: 'Construction',
    },
  },
  {
    id: 6,
    code: 'VEHICLE',
    departmentId: 3,
    deadlineDays: 20,
    names: { lt: 'Avtotexnik ekspertiza', ru: 'Автотехническая экспертиза', eng: 'Vehicle' },
  },
  {
    id: 7,
    code: 'DIGITAL',
    departmentId: 4,
    deadlineDays: 25,
    names: {
      lt: 'Kompyuter-texnik va raqamli ekspertiza',
      uz: 'Компьютер-техник ва рақамли экспертиза',
      ru: 'Компьютерно-техническая и цифровая экспертиза',
      eng: 'Computer and digital',
    },
  },
  {
    id: 8,
    code: 'PSYCHOLOGICAL',
    departmentId: 5,
    deadlineDays: 20,
    names: { lt: 'Psixologik ekspertiza', ru: 'Психологическая экспертиза', eng: 'Psychological' },
  },
];

/** 1 sum = 100 tiyin. */
const sum = (amount: number) => amount * 100;

export const EXPERTISE_ACTIONS: readonly ExpertiseActionRow[] = [
  {
    id: 1,
    code: 'HANDWRITING_SIGNATURE',
    researchTypeId: 1,
    priceTiyin: sum(350_000),
    names: {
      lt: 'Imzoni tadqiq qilish',
      ru: 'Исследование подписи',
      eng: 'Examination of a signature',
    },
  },
  {
    id: 2,
    code: 'HANDWRITING_TEXT',
    researchTypeId: 1,
    priceTiyin: sum(500_000),
    names: {
      lt: 'Qoʻlyozma matnni tadqiq qilish',
      ru: 'Исследование рукописного текста',
      eng: 'Examination of a handwritten text',
    },
  },
  {
    id: 3,
    code: 'DOCUMENTS_ALTERATION',
    researchTypeId: 2,
    priceTiyin: sum(400_000),
    names: {
      lt: 'Hujjatdagi oʻzgartirishlarni aniqlash',
      ru: 'Выявление изменений в документе',
      eng: 'Detecting alterations of a document',
    },
  },
  {
    id: 4,
    code: 'DOCUMENTS_STAMP',
    researchTypeId: 2,
    priceTiyin: sum(300_000),
    names: {
      lt: 'Muhr va shtamp izlarini tadqiq qilish',
      ru: 'Исследование оттисков печатей и штампов',
      eng: 'Examination of seal and stamp prints',
    },
  },
  {
    id: 5,
    code: 'BALLISTICS_WEAPON',
    researchTypeId: 3,
    priceTiyin: sum(800_000),
    names: {
      lt: 'Oʻqotar qurolni tadqiq qilish',
      ru: 'Исследование огнестрельного оружия',
      eng: 'Examination of a firearm',
    },
  },
  {
    id: 6,
    code: 'BALLISTICS_CARTRIDGE',
    researchTypeId: 3,
    priceTiyin: sum(450_000),
    names: {
      lt: 'Gilza va oʻqlarni tadqiq qilish',
      ru: 'Исследование гильз и пуль',
      eng: 'Examination of cartridge cases and bullets',
    },
  },
  {
    id: 7,
    code: 'ACCOUNTING_AUDIT',
    researchTypeId: 4,
    priceTiyin: sum(1_200_000),
    names: {
      lt: 'Buxgalteriya hisobini tekshirish',
      ru: 'Проверка бухгалтерского учёта',
      eng: 'Review of the accounts',
    },
  },
  {
    id: 8,
    code: 'ACCOUNTING_DAMAGE',
    researchTypeId: 4,
    priceTiyin: sum(900_000),
    names: {
      lt: 'Moddiy zarar miqdorini aniqlash',
      ru: 'Определение размера материального ущерба',
      eng: 'Assessing the amount of material damage',
    },
  },
  {
    id: 9,
    code: 'CONSTRUCTION_QUALITY',
    researchTypeId: 5,
    priceTiyin: sum(1_500_000),
    names: {
      lt: 'Qurilish ishlari sifatini baholash',
      ru: 'Оценка качества строительных работ',
      eng: 'Assessing the quality of building works',
    },
  },
  {
    id: 10,
    code: 'CONSTRUCTION_COST',
    researchTypeId: 5,
    priceTiyin: sum(1_100_000),
    names: {
      lt: 'Qurilish smetasini tekshirish',
      ru: 'Проверка строительной сметы',
      eng: 'Review of a construction estimate',
    },
  },
  {
    id: 11,
    code: 'VEHICLE_ACCIDENT',
    researchTypeId: 6,
    priceTiyin: sum(700_000),
    names: {
      lt: 'Yoʻl-transport hodisasi mexanizmini aniqlash',
      ru: 'Установление механизма дорожно-транспортного происшествия',
      eng: 'Reconstructing a road accident',
    },
  },
  {
    id: 12,
    code: 'VEHICLE_CONDITION',
    researchTypeId: 6,
    priceTiyin: sum(500_000),
    names: {
      lt: 'Transport vositasining texnik holatini aniqlash',
      ru: 'Определение технического состояния транспортного средства',
      eng: 'Technical condition of a vehicle',
    },
  },
  {
    id: 13,
    code: 'DIGITAL_DEVICE',
    researchTypeId: 7,
    priceTiyin: sum(900_000),
    names: {
      lt: 'Qurilmadagi maʼlumotlarni tiklash va tadqiq qilish',
      ru: 'Восстановление и исследование данных устройства',
      eng: 'Recovering and examining a device’s data',
    },
  },
  {
    id: 14,
    code: 'DIGITAL_MEDIA',
    researchTypeId: 7,
    priceTiyin: sum(600_000),
    names: {
      lt: 'Audio va video yozuvlarni tadqiq qilish',
      ru: 'Исследование аудио- и видеозаписей',
      eng: 'Examination of audio and video recordings',
    },
  },
  {
    id: 15,
    code: 'PSYCHOLOGICAL_STATE',
    researchTypeId: 8,
    priceTiyin: sum(650_000),
    names: {
      lt: 'Shaxsning ruhiy holatini baholash',
      ru: 'Оценка психического состояния лица',
      eng: 'Assessing a person’s mental state',
    },
  },
  {
    id: 16,
    code: 'PSYCHOLOGICAL_TEXT',
    researchTypeId: 8,
    priceTiyin: sum(400_000),
    names: {
      lt: 'Matnning psixologik-lingvistik tahlili',
      ru: 'Психолого-лингвистический анализ текста',
      eng: 'Psycholinguistic analysis of a text',
    },
  },
];

/** Facts about the regions that generated structures need: centre for map points, phone code, postal prefix. */
export const REGION_FACTS: Readonly<
  Record<number, { lat: number; lon: number; phoneCode: string; postal: number; city: string }>
> = {
  1: { lat: 42.4602, lon: 59.6166, phoneCode: '61', postal: 230100, city: 'Nukus shahri' },
  2: { lat: 40.7821, lon: 72.3442, phoneCode: '74', postal: 170100, city: 'Andijon shahri' },
  3: { lat: 39.7747, lon: 64.4286, phoneCode: '65', postal: 200100, city: 'Buxoro shahri' },
  4: { lat: 40.1158, lon: 67.8422, phoneCode: '72', postal: 130100, city: 'Jizzax shahri' },
  5: { lat: 38.8606, lon: 65.7891, phoneCode: '75', postal: 180100, city: 'Qarshi shahri' },
  6: { lat: 40.1039, lon: 65.3688, phoneCode: '79', postal: 210100, city: 'Navoiy shahri' },
  7: { lat: 40.9983, lon: 71.6726, phoneCode: '69', postal: 160100, city: 'Namangan shahri' },
  8: { lat: 39.627, lon: 66.975, phoneCode: '66', postal: 140100, city: 'Samarqand shahri' },
  9: { lat: 37.2242, lon: 67.2783, phoneCode: '76', postal: 190100, city: 'Termiz shahri' },
  10: { lat: 40.4897, lon: 68.7842, phoneCode: '67', postal: 120100, city: 'Guliston shahri' },
  11: { lat: 41.0, lon: 69.5, phoneCode: '70', postal: 110100, city: 'Nurafshon shahri' },
  12: { lat: 40.3864, lon: 71.7864, phoneCode: '73', postal: 150100, city: 'Fargʻona shahri' },
  13: { lat: 41.55, lon: 60.6333, phoneCode: '62', postal: 220100, city: 'Urganch shahri' },
  14: { lat: 41.2995, lon: 69.2401, phoneCode: '71', postal: 100000, city: 'Toshkent shahri' },
};

export const UNIVERSITIES: readonly string[] = [
  'Toshkent davlat yuridik universiteti',
  'Toshkent davlat yuridik universiteti',
  'Toshkent davlat yuridik universiteti',
  'Oʻzbekiston Milliy universiteti',
  'Samarqand davlat universiteti',
  'Qoraqalpoq davlat universiteti',
  'Andijon davlat universiteti',
  'Fargʻona davlat universiteti',
  'Buxoro davlat universiteti',
  'Namangan davlat universiteti',
  'Jahon iqtisodiyoti va diplomatiya universiteti',
  'Oʻzbekiston Respublikasi IIV Akademiyasi',
  'Termiz davlat universiteti',
  'Urganch davlat universiteti',
];

export const SPECIALITIES: readonly string[] = [
  'Yurisprudensiya',
  'Yurisprudensiya',
  'Huquqshunoslik',
  'Xalqaro huquq',
  'Jinoyat huquqi',
  'Fuqarolik huquqi',
  'Biznes huquqi',
];

export const EMPLOYERS: readonly [string, readonly string[]][] = [
  ['Prokuratura organlari', ['tergovchi', 'prokuror yordamchisi', 'katta tergovchi']],
  ['Ichki ishlar boshqarmasi', ['tergovchi', 'katta tergovchi', 'huquqshunos']],
  ['Tuman sudi', ['sudya yordamchisi', 'sud majlisi kotibi', 'maslahatchi']],
  ['Adliya boʻlimi', ['yurist', 'bosh maslahatchi', 'yetakchi maslahatchi']],
  ['Notarial idora', ['notarius yordamchisi', 'stajyor-notarius']],
  ['Tijorat banki yuridik xizmati', ['yurist', 'bosh yurist', 'yuridik boʻlim boshligʻi']],
  ['Hokimlik yuridik boʻlimi', ['yurist', 'bosh mutaxassis']],
  ['Advokatlik byurosi', ['advokat stajyori', 'advokat yordamchisi']],
  ['Xususiy korxona', ['yurist', 'yuriskonsult']],
];

export const AWARDS: readonly [string, string][] = [
  ['“Shuhrat” medali', 'Oʻzbekiston Respublikasi Prezidenti'],
  ['“Mehnat shuhrati” ordeni', 'Oʻzbekiston Respublikasi Prezidenti'],
  [
    '“Oʻzbekiston Respublikasida xizmat koʻrsatgan yurist” faxriy unvoni',
    'Oʻzbekiston Respublikasi Prezidenti',
  ],
  ['Advokatlar palatasining Faxriy yorligʻi', 'Oʻzbekiston Respublikasi Advokatlar palatasi'],
  ['“Adliya aʼlochisi” koʻkrak nishoni', 'Oʻzbekiston Respublikasi Adliya vazirligi'],
  ['“Yilning eng yaxshi advokati” tanlovi gʻolibi', 'Oʻzbekiston Respublikasi Advokatlar palatasi'],
];

export const FIRM_WORDS: readonly string[] = [
  'Adolat',
  'Himoya',
  'Haqiqat',
  'Ishonch',
  'Huquq va burch',
  'Qonun ustuvorligi',
  'Mezon',
  'Ezgu niyat',
  'Sharq yuristi',
  'Legal Partners',
  'Ustoz',
  'Nur',
  'Hamkor',
  'Kafolat',
  'Yuksalish',
  'Barqaror huquq',
  'Oqil maslahat',
  'Muhofaza',
  'Tayanch',
  'Insof',
];

export const BANKS: readonly [string, string][] = [
  ['“Oʻzmilliybank” AJ', '00450'],
  ['“Agrobank” ATB', '00394'],
  ['“Xalq banki” AT', '00873'],
  ['“Asaka” ATB', '00069'],
  ['“Kapitalbank” ATB', '01088'],
  ['“Hamkorbank” ATB', '00083'],
  ['“Ipoteka-bank” ATIB', '00423'],
  ['“Aloqabank” ATB', '00401'],
  ['“Qishloq qurilish bank” ATB', '00439'],
];

import type { CourtRow } from './types';

/**
 * Courts: the republic-level courts (regionId null), then per region (ids 1..14 of packages/domain/src/regions.ts)
 * its regional courts for criminal and civil cases, its administrative and economic courts, and some of its
 * district and city courts for criminal cases. Codes: R<regionId>-CRIM|CIV|ADM|ECON, R<regionId>-D-<district>,
 * R<regionId>-C-<city>. New courts take the next free id, whatever their region.
 */
export const COURTS: readonly CourtRow[] = [
  // Republic level
  {
    id: 1,
    code: 'SUPREME',
    regionId: null,
    names: {
      lt: 'Oʻzbekiston Respublikasi Oliy sudi',
      ru: 'Верховный суд Республики Узбекистан',
      eng: 'Supreme Court of the Republic of Uzbekistan',
    },
  },
  {
    id: 2,
    code: 'CONSTITUTIONAL',
    regionId: null,
    names: {
      lt: 'Oʻzbekiston Respublikasi Konstitutsiyaviy sudi',
      ru: 'Конституционный суд Республики Узбекистан',
      eng: 'Constitutional Court of the Republic of Uzbekistan',
    },
  },
  // Qoraqalpogʻiston Respublikasi
  {
    id: 3,
    code: 'R1-CRIM',
    regionId: 1,
    names: {
      lt: 'Qoraqalpogʻiston Respublikasi jinoyat ishlari boʻyicha sudi',
      ru: 'Суд по уголовным делам Республики Каракалпакстан',
      eng: 'Court for Criminal Cases of the Republic of Karakalpakstan',
    },
  },
  {
    id: 4,
    code: 'R1-CIV',
    regionId: 1,
    names: {
      lt: 'Qoraqalpogʻiston Respublikasi fuqarolik ishlari boʻyicha sudi',
      ru: 'Суд по гражданским делам Республики Каракалпакстан',
      eng: 'Court for Civil Cases of the Republic of Karakalpakstan',
    },
  },
  {
    id: 5,
    code: 'R1-ADM',
    regionId: 1,
    names: {
      lt: 'Qoraqalpogʻiston Respublikasi maʼmuriy sudi',
      ru: 'Административный суд Республики Каракалпакстан',
      eng: 'Administrative Court of the Republic of Karakalpakstan',
    },
  },
  {
    id: 6,
    code: 'R1-ECON',
    regionId: 1,
    names: {
      lt: 'Qoraqalpogʻiston Respublikasi iqtisodiy sudi',
      ru: 'Экономический суд Республики Каракалпакстан',
      eng: 'Economic Court of the Republic of Karakalpakstan',
    },
  },
  {
    id: 7,
    code: 'R1-C-NUKUS',
    regionId: 1,
    names: {
      lt: 'Nukus shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Нукусский городской суд по уголовным делам',
      eng: 'Nukus City Court for Criminal Cases',
    },
  },
  {
    id: 8,
    code: 'R1-D-XOJAYLI',
    regionId: 1,
    names: {
      lt: 'Xoʻjayli tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Ходжейлийский районный суд по уголовным делам',
      eng: 'Khodjeyli District Court for Criminal Cases',
    },
  },
  {
    id: 9,
    code: 'R1-D-TORTKOL',
    regionId: 1,
    names: {
      lt: 'Toʻrtkoʻl tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Турткульский районный суд по уголовным делам',
      eng: 'Turtkul District Court for Criminal Cases',
    },
  },
  // Andijon viloyati
  {
    id: 10,
    code: 'R2-CRIM',
    regionId: 2,
    names: {
      lt: 'Andijon viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Андижанский областной суд по уголовным делам',
      eng: 'Andijan Regional Court for Criminal Cases',
    },
  },
  {
    id: 11,
    code: 'R2-CIV',
    regionId: 2,
    names: {
      lt: 'Andijon viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Андижанский областной суд по гражданским делам',
      eng: 'Andijan Regional Court for Civil Cases',
    },
  },
  {
    id: 12,
    code: 'R2-ADM',
    regionId: 2,
    names: {
      lt: 'Andijon viloyat maʼmuriy sudi',
      ru: 'Андижанский областной административный суд',
      eng: 'Andijan Regional Administrative Court',
    },
  },
  {
    id: 13,
    code: 'R2-ECON',
    regionId: 2,
    names: {
      lt: 'Andijon viloyat iqtisodiy sudi',
      ru: 'Андижанский областной экономический суд',
      eng: 'Andijan Regional Economic Court',
    },
  },
  {
    id: 14,
    code: 'R2-C-ANDIJON',
    regionId: 2,
    names: {
      lt: 'Andijon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Андижанский городской суд по уголовным делам',
      eng: 'Andijan City Court for Criminal Cases',
    },
  },
  {
    id: 15,
    code: 'R2-D-ASAKA',
    regionId: 2,
    names: {
      lt: 'Asaka tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Асакинский районный суд по уголовным делам',
      eng: 'Asaka District Court for Criminal Cases',
    },
  },
  {
    id: 16,
    code: 'R2-D-SHAHRIXON',
    regionId: 2,
    names: {
      lt: 'Shahrixon tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Шахриханский районный суд по уголовным делам',
      eng: 'Shahrikhan District Court for Criminal Cases',
    },
  },
  // Buxoro viloyati
  {
    id: 17,
    code: 'R3-CRIM',
    regionId: 3,
    names: {
      lt: 'Buxoro viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Бухарский областной суд по уголовным делам',
      eng: 'Bukhara Regional Court for Criminal Cases',
    },
  },
  {
    id: 18,
    code: 'R3-CIV',
    regionId: 3,
    names: {
      lt: 'Buxoro viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Бухарский областной суд по гражданским делам',
      eng: 'Bukhara Regional Court for Civil Cases',
    },
  },
  {
    id: 19,
    code: 'R3-ADM',
    regionId: 3,
    names: {
      lt: 'Buxoro viloyat maʼmuriy sudi',
      ru: 'Бухарский областной административный суд',
      eng: 'Bukhara Regional Administrative Court',
    },
  },
  {
    id: 20,
    code: 'R3-ECON',
    regionId: 3,
    names: {
      lt: 'Buxoro viloyat iqtisodiy sudi',
      ru: 'Бухарский областной экономический суд',
      eng: 'Bukhara Regional Economic Court',
    },
  },
  {
    id: 21,
    code: 'R3-C-BUXORO',
    regionId: 3,
    names: {
      lt: 'Buxoro shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Бухарский городской суд по уголовным делам',
      eng: 'Bukhara City Court for Criminal Cases',
    },
  },
  {
    id: 22,
    code: 'R3-C-KOGON',
    regionId: 3,
    names: {
      lt: 'Kogon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Каганский городской суд по уголовным делам',
      eng: 'Kagan City Court for Criminal Cases',
    },
  },
  {
    id: 23,
    code: 'R3-D-GIJDUVON',
    regionId: 3,
    names: {
      lt: 'Gʻijduvon tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Гиждуванский районный суд по уголовным делам',
      eng: 'Gijduvan District Court for Criminal Cases',
    },
  },
  // Jizzax viloyati
  {
    id: 24,
    code: 'R4-CRIM',
    regionId: 4,
    names: {
      lt: 'Jizzax viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Джизакский областной суд по уголовным делам',
      eng: 'Jizzakh Regional Court for Criminal Cases',
    },
  },
  {
    id: 25,
    code: 'R4-CIV',
    regionId: 4,
    names: {
      lt: 'Jizzax viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Джизакский областной суд по гражданским делам',
      eng: 'Jizzakh Regional Court for Civil Cases',
    },
  },
  {
    id: 26,
    code: 'R4-ADM',
    regionId: 4,
    names: {
      lt: 'Jizzax viloyat maʼmuriy sudi',
      ru: 'Джизакский областной административный суд',
      eng: 'Jizzakh Regional Administrative Court',
    },
  },
  {
    id: 27,
    code: 'R4-ECON',
    regionId: 4,
    names: {
      lt: 'Jizzax viloyat iqtisodiy sudi',
      ru: 'Джизакский областной экономический суд',
      eng: 'Jizzakh Regional Economic Court',
    },
  },
  {
    id: 28,
    code: 'R4-C-JIZZAX',
    regionId: 4,
    names: {
      lt: 'Jizzax shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Джизакский городской суд по уголовным делам',
      eng: 'Jizzakh City Court for Criminal Cases',
    },
  },
  {
    id: 29,
    code: 'R4-D-ZOMIN',
    regionId: 4,
    names: {
      lt: 'Zomin tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Заминский районный суд по уголовным делам',
      eng: 'Zaamin District Court for Criminal Cases',
    },
  },
  {
    id: 30,
    code: 'R4-D-GALLAOROL',
    regionId: 4,
    names: {
      lt: 'Gʻallaorol tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Галляаральский районный суд по уголовным делам',
      eng: 'Gallaaral District Court for Criminal Cases',
    },
  },
  // Qashqadaryo viloyati
  {
    id: 31,
    code: 'R5-CRIM',
    regionId: 5,
    names: {
      lt: 'Qashqadaryo viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Кашкадарьинский областной суд по уголовным делам',
      eng: 'Kashkadarya Regional Court for Criminal Cases',
    },
  },
  {
    id: 32,
    code: 'R5-CIV',
    regionId: 5,
    names: {
      lt: 'Qashqadaryo viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Кашкадарьинский областной суд по гражданским делам',
      eng: 'Kashkadarya Regional Court for Civil Cases',
    },
  },
  {
    id: 33,
    code: 'R5-ADM',
    regionId: 5,
    names: {
      lt: 'Qashqadaryo viloyat maʼmuriy sudi',
      ru: 'Кашкадарьинский областной административный суд',
      eng: 'Kashkadarya Regional Administrative Court',
    },
  },
  {
    id: 34,
    code: 'R5-ECON',
    regionId: 5,
    names: {
      lt: 'Qashqadaryo viloyat iqtisodiy sudi',
      ru: 'Кашкадарьинский областной экономический суд',
      eng: 'Kashkadarya Regional Economic Court',
    },
  },
  {
    id: 35,
    code: 'R5-C-QARSHI',
    regionId: 5,
    names: {
      lt: 'Qarshi shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Каршинский городской суд по уголовным делам',
      eng: 'Karshi City Court for Criminal Cases',
    },
  },
  {
    id: 36,
    code: 'R5-C-SHAHRISABZ',
    regionId: 5,
    names: {
      lt: 'Shahrisabz shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Шахрисабзский городской суд по уголовным делам',
      eng: 'Shakhrisabz City Court for Criminal Cases',
    },
  },
  {
    id: 37,
    code: 'R5-D-KITOB',
    regionId: 5,
    names: {
      lt: 'Kitob tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Китабский районный суд по уголовным делам',
      eng: 'Kitab District Court for Criminal Cases',
    },
  },
  // Navoiy viloyati
  {
    id: 38,
    code: 'R6-CRIM',
    regionId: 6,
    names: {
      lt: 'Navoiy viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Навоийский областной суд по уголовным делам',
      eng: 'Navoi Regional Court for Criminal Cases',
    },
  },
  {
    id: 39,
    code: 'R6-CIV',
    regionId: 6,
    names: {
      lt: 'Navoiy viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Навоийский областной суд по гражданским делам',
      eng: 'Navoi Regional Court for Civil Cases',
    },
  },
  {
    id: 40,
    code: 'R6-ADM',
    regionId: 6,
    names: {
      lt: 'Navoiy viloyat maʼmuriy sudi',
      ru: 'Навоийский областной административный суд',
      eng: 'Navoi Regional Administrative Court',
    },
  },
  {
    id: 41,
    code: 'R6-ECON',
    regionId: 6,
    names: {
      lt: 'Navoiy viloyat iqtisodiy sudi',
      ru: 'Навоийский областной экономический суд',
      eng: 'Navoi Regional Economic Court',
    },
  },
  {
    id: 42,
    code: 'R6-C-NAVOIY',
    regionId: 6,
    names: {
      lt: 'Navoiy shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Навоийский городской суд по уголовным делам',
      eng: 'Navoi City Court for Criminal Cases',
    },
  },
  {
    id: 43,
    code: 'R6-C-ZARAFSHON',
    regionId: 6,
    names: {
      lt: 'Zarafshon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Зарафшанский городской суд по уголовным делам',
      eng: 'Zarafshan City Court for Criminal Cases',
    },
  },
  {
    id: 44,
    code: 'R6-D-KARMANA',
    regionId: 6,
    names: {
      lt: 'Karmana tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Карманинский районный суд по уголовным делам',
      eng: 'Karmana District Court for Criminal Cases',
    },
  },
  // Namangan viloyati
  {
    id: 45,
    code: 'R7-CRIM',
    regionId: 7,
    names: {
      lt: 'Namangan viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Наманганский областной суд по уголовным делам',
      eng: 'Namangan Regional Court for Criminal Cases',
    },
  },
  {
    id: 46,
    code: 'R7-CIV',
    regionId: 7,
    names: {
      lt: 'Namangan viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Наманганский областной суд по гражданским делам',
      eng: 'Namangan Regional Court for Civil Cases',
    },
  },
  {
    id: 47,
    code: 'R7-ADM',
    regionId: 7,
    names: {
      lt: 'Namangan viloyat maʼmuriy sudi',
      ru: 'Наманганский областной административный суд',
      eng: 'Namangan Regional Administrative Court',
    },
  },
  {
    id: 48,
    code: 'R7-ECON',
    regionId: 7,
    names: {
      lt: 'Namangan viloyat iqtisodiy sudi',
      ru: 'Наманганский областной экономический суд',
      eng: 'Namangan Regional Economic Court',
    },
  },
  {
    id: 49,
    code: 'R7-C-NAMANGAN',
    regionId: 7,
    names: {
      lt: 'Namangan shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Наманганский городской суд по уголовным делам',
      eng: 'Namangan City Court for Criminal Cases',
    },
  },
  {
    id: 50,
    code: 'R7-D-CHUST',
    regionId: 7,
    names: {
      lt: 'Chust tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Чустский районный суд по уголовным делам',
      eng: 'Chust District Court for Criminal Cases',
    },
  },
  {
    id: 51,
    code: 'R7-D-CHORTOQ',
    regionId: 7,
    names: {
      lt: 'Chortoq tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Чартакский районный суд по уголовным делам',
      eng: 'Chartak District Court for Criminal Cases',
    },
  },
  // Samarqand viloyati
  {
    id: 52,
    code: 'R8-CRIM',
    regionId: 8,
    names: {
      lt: 'Samarqand viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Самаркандский областной суд по уголовным делам',
      eng: 'Samarkand Regional Court for Criminal Cases',
    },
  },
  {
    id: 53,
    code: 'R8-CIV',
    regionId: 8,
    names: {
      lt: 'Samarqand viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Самаркандский областной суд по гражданским делам',
      eng: 'Samarkand Regional Court for Civil Cases',
    },
  },
  {
    id: 54,
    code: 'R8-ADM',
    regionId: 8,
    names: {
      lt: 'Samarqand viloyat maʼmuriy sudi',
      ru: 'Самаркандский областной административный суд',
      eng: 'Samarkand Regional Administrative Court',
    },
  },
  {
    id: 55,
    code: 'R8-ECON',
    regionId: 8,
    names: {
      lt: 'Samarqand viloyat iqtisodiy sudi',
      ru: 'Самаркандский областной экономический суд',
      eng: 'Samarkand Regional Economic Court',
    },
  },
  {
    id: 56,
    code: 'R8-C-SAMARQAND',
    regionId: 8,
    names: {
      lt: 'Samarqand shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Самаркандский городской суд по уголовным делам',
      eng: 'Samarkand City Court for Criminal Cases',
    },
  },
  {
    id: 57,
    code: 'R8-C-KATTAQORGON',
    regionId: 8,
    names: {
      lt: 'Kattaqoʻrgʻon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Каттакурганский городской суд по уголовным делам',
      eng: 'Kattakurgan City Court for Criminal Cases',
    },
  },
  {
    id: 58,
    code: 'R8-D-URGUT',
    regionId: 8,
    names: {
      lt: 'Urgut tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Ургутский районный суд по уголовным делам',
      eng: 'Urgut District Court for Criminal Cases',
    },
  },
  // Surxondaryo viloyati
  {
    id: 59,
    code: 'R9-CRIM',
    regionId: 9,
    names: {
      lt: 'Surxondaryo viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Сурхандарьинский областной суд по уголовным делам',
      eng: 'Surkhandarya Regional Court for Criminal Cases',
    },
  },
  {
    id: 60,
    code: 'R9-CIV',
    regionId: 9,
    names: {
      lt: 'Surxondaryo viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Сурхандарьинский областной суд по гражданским делам',
      eng: 'Surkhandarya Regional Court for Civil Cases',
    },
  },
  {
    id: 61,
    code: 'R9-ADM',
    regionId: 9,
    names: {
      lt: 'Surxondaryo viloyat maʼmuriy sudi',
      ru: 'Сурхандарьинский областной административный суд',
      eng: 'Surkhandarya Regional Administrative Court',
    },
  },
  {
    id: 62,
    code: 'R9-ECON',
    regionId: 9,
    names: {
      lt: 'Surxondaryo viloyat iqtisodiy sudi',
      ru: 'Сурхандарьинский областной экономический суд',
      eng: 'Surkhandarya Regional Economic Court',
    },
  },
  {
    id: 63,
    code: 'R9-C-TERMIZ',
    regionId: 9,
    names: {
      lt: 'Termiz shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Термезский городской суд по уголовным делам',
      eng: 'Termez City Court for Criminal Cases',
    },
  },
  {
    id: 64,
    code: 'R9-D-DENOV',
    regionId: 9,
    names: {
      lt: 'Denov tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Денауский районный суд по уголовным делам',
      eng: 'Denau District Court for Criminal Cases',
    },
  },
  {
    id: 65,
    code: 'R9-D-SHEROBOD',
    regionId: 9,
    names: {
      lt: 'Sherobod tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Шерабадский районный суд по уголовным делам',
      eng: 'Sherabad District Court for Criminal Cases',
    },
  },
  // Sirdaryo viloyati
  {
    id: 66,
    code: 'R10-CRIM',
    regionId: 10,
    names: {
      lt: 'Sirdaryo viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Сырдарьинский областной суд по уголовным делам',
      eng: 'Syrdarya Regional Court for Criminal Cases',
    },
  },
  {
    id: 67,
    code: 'R10-CIV',
    regionId: 10,
    names: {
      lt: 'Sirdaryo viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Сырдарьинский областной суд по гражданским делам',
      eng: 'Syrdarya Regional Court for Civil Cases',
    },
  },
  {
    id: 68,
    code: 'R10-ADM',
    regionId: 10,
    names: {
      lt: 'Sirdaryo viloyat maʼmuriy sudi',
      ru: 'Сырдарьинский областной административный суд',
      eng: 'Syrdarya Regional Administrative Court',
    },
  },
  {
    id: 69,
    code: 'R10-ECON',
    regionId: 10,
    names: {
      lt: 'Sirdaryo viloyat iqtisodiy sudi',
      ru: 'Сырдарьинский областной экономический суд',
      eng: 'Syrdarya Regional Economic Court',
    },
  },
  {
    id: 70,
    code: 'R10-C-GULISTON',
    regionId: 10,
    names: {
      lt: 'Guliston shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Гулистанский городской суд по уголовным делам',
      eng: 'Gulistan City Court for Criminal Cases',
    },
  },
  {
    id: 71,
    code: 'R10-D-SIRDARYO',
    regionId: 10,
    names: {
      lt: 'Sirdaryo tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Сырдарьинский районный суд по уголовным делам',
      eng: 'Syrdarya District Court for Criminal Cases',
    },
  },
  {
    id: 72,
    code: 'R10-D-BOYOVUT',
    regionId: 10,
    names: {
      lt: 'Boyovut tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Баяутский районный суд по уголовным делам',
      eng: 'Bayaut District Court for Criminal Cases',
    },
  },
  // Toshkent viloyati
  {
    id: 73,
    code: 'R11-CRIM',
    regionId: 11,
    names: {
      lt: 'Toshkent viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Ташкентский областной суд по уголовным делам',
      eng: 'Tashkent Regional Court for Criminal Cases',
    },
  },
  {
    id: 74,
    code: 'R11-CIV',
    regionId: 11,
    names: {
      lt: 'Toshkent viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Ташкентский областной суд по гражданским делам',
      eng: 'Tashkent Regional Court for Civil Cases',
    },
  },
  {
    id: 75,
    code: 'R11-ADM',
    regionId: 11,
    names: {
      lt: 'Toshkent viloyat maʼmuriy sudi',
      ru: 'Ташкентский областной административный суд',
      eng: 'Tashkent Regional Administrative Court',
    },
  },
  {
    id: 76,
    code: 'R11-ECON',
    regionId: 11,
    names: {
      lt: 'Toshkent viloyat iqtisodiy sudi',
      ru: 'Ташкентский областной экономический суд',
      eng: 'Tashkent Regional Economic Court',
    },
  },
  {
    id: 77,
    code: 'R11-C-CHIRCHIQ',
    regionId: 11,
    names: {
      lt: 'Chirchiq shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Чирчикский городской суд по уголовным делам',
      eng: 'Chirchik City Court for Criminal Cases',
    },
  },
  {
    id: 78,
    code: 'R11-C-OLMALIQ',
    regionId: 11,
    names: {
      lt: 'Olmaliq shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Алмалыкский городской суд по уголовным делам',
      eng: 'Almalyk City Court for Criminal Cases',
    },
  },
  {
    id: 79,
    code: 'R11-D-ZANGIOTA',
    regionId: 11,
    names: {
      lt: 'Zangiota tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Зангиатинский районный суд по уголовным делам',
      eng: 'Zangiata District Court for Criminal Cases',
    },
  },
  // Fargʻona viloyati
  {
    id: 80,
    code: 'R12-CRIM',
    regionId: 12,
    names: {
      lt: 'Fargʻona viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Ферганский областной суд по уголовным делам',
      eng: 'Fergana Regional Court for Criminal Cases',
    },
  },
  {
    id: 81,
    code: 'R12-CIV',
    regionId: 12,
    names: {
      lt: 'Fargʻona viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Ферганский областной суд по гражданским делам',
      eng: 'Fergana Regional Court for Civil Cases',
    },
  },
  {
    id: 82,
    code: 'R12-ADM',
    regionId: 12,
    names: {
      lt: 'Fargʻona viloyat maʼmuriy sudi',
      ru: 'Ферганский областной административный суд',
      eng: 'Fergana Regional Administrative Court',
    },
  },
  {
    id: 83,
    code: 'R12-ECON',
    regionId: 12,
    names: {
      lt: 'Fargʻona viloyat iqtisodiy sudi',
      ru: 'Ферганский областной экономический суд',
      eng: 'Fergana Regional Economic Court',
    },
  },
  {
    id: 84,
    code: 'R12-C-FARGONA',
    regionId: 12,
    names: {
      lt: 'Fargʻona shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Ферганский городской суд по уголовным делам',
      eng: 'Fergana City Court for Criminal Cases',
    },
  },
  {
    id: 85,
    code: 'R12-C-QOQON',
    regionId: 12,
    names: {
      lt: 'Qoʻqon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Кокандский городской суд по уголовным делам',
      eng: 'Kokand City Court for Criminal Cases',
    },
  },
  {
    id: 86,
    code: 'R12-C-MARGILON',
    regionId: 12,
    names: {
      lt: 'Margʻilon shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Маргиланский городской суд по уголовным делам',
      eng: 'Margilan City Court for Criminal Cases',
    },
  },
  // Xorazm viloyati
  {
    id: 87,
    code: 'R13-CRIM',
    regionId: 13,
    names: {
      lt: 'Xorazm viloyat jinoyat ishlari boʻyicha sudi',
      ru: 'Хорезмский областной суд по уголовным делам',
      eng: 'Khorezm Regional Court for Criminal Cases',
    },
  },
  {
    id: 88,
    code: 'R13-CIV',
    regionId: 13,
    names: {
      lt: 'Xorazm viloyat fuqarolik ishlari boʻyicha sudi',
      ru: 'Хорезмский областной суд по гражданским делам',
      eng: 'Khorezm Regional Court for Civil Cases',
    },
  },
  {
    id: 89,
    code: 'R13-ADM',
    regionId: 13,
    names: {
      lt: 'Xorazm viloyat maʼmuriy sudi',
      ru: 'Хорезмский областной административный суд',
      eng: 'Khorezm Regional Administrative Court',
    },
  },
  {
    id: 90,
    code: 'R13-ECON',
    regionId: 13,
    names: {
      lt: 'Xorazm viloyat iqtisodiy sudi',
      ru: 'Хорезмский областной экономический суд',
      eng: 'Khorezm Regional Economic Court',
    },
  },
  {
    id: 91,
    code: 'R13-C-URGANCH',
    regionId: 13,
    names: {
      lt: 'Urganch shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Ургенчский городской суд по уголовным делам',
      eng: 'Urgench City Court for Criminal Cases',
    },
  },
  {
    id: 92,
    code: 'R13-C-XIVA',
    regionId: 13,
    names: {
      lt: 'Xiva shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Хивинский городской суд по уголовным делам',
      eng: 'Khiva City Court for Criminal Cases',
    },
  },
  {
    id: 93,
    code: 'R13-D-XONQA',
    regionId: 13,
    names: {
      lt: 'Xonqa tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Ханкинский районный суд по уголовным делам',
      eng: 'Khanka District Court for Criminal Cases',
    },
  },
  // Toshkent shahri
  {
    id: 94,
    code: 'R14-CRIM',
    regionId: 14,
    names: {
      lt: 'Toshkent shahar jinoyat ishlari boʻyicha sudi',
      ru: 'Ташкентский городской суд по уголовным делам',
      eng: 'Tashkent City Court for Criminal Cases',
    },
  },
  {
    id: 95,
    code: 'R14-CIV',
    regionId: 14,
    names: {
      lt: 'Toshkent shahar fuqarolik ishlari boʻyicha sudi',
      ru: 'Ташкентский городской суд по гражданским делам',
      eng: 'Tashkent City Court for Civil Cases',
    },
  },
  {
    id: 96,
    code: 'R14-ADM',
    regionId: 14,
    names: {
      lt: 'Toshkent shahar maʼmuriy sudi',
      ru: 'Ташкентский городской административный суд',
      eng: 'Tashkent City Administrative Court',
    },
  },
  {
    id: 97,
    code: 'R14-ECON',
    regionId: 14,
    names: {
      lt: 'Toshkent shahar iqtisodiy sudi',
      ru: 'Ташкентский городской экономический суд',
      eng: 'Tashkent City Economic Court',
    },
  },
  {
    id: 98,
    code: 'R14-D-YUNUSOBOD',
    regionId: 14,
    names: {
      lt: 'Yunusobod tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Юнусабадский районный суд по уголовным делам',
      eng: 'Yunusabad District Court for Criminal Cases',
    },
  },
  {
    id: 99,
    code: 'R14-D-MIRZO-ULUGBEK',
    regionId: 14,
    names: {
      lt: 'Mirzo Ulugʻbek tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Мирзо-Улугбекский районный суд по уголовным делам',
      eng: 'Mirzo Ulugbek District Court for Criminal Cases',
    },
  },
  {
    id: 100,
    code: 'R14-D-CHILONZOR',
    regionId: 14,
    names: {
      lt: 'Chilonzor tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Чиланзарский районный суд по уголовным делам',
      eng: 'Chilanzar District Court for Criminal Cases',
    },
  },
  {
    id: 101,
    code: 'R14-D-YAKKASAROY',
    regionId: 14,
    names: {
      lt: 'Yakkasaroy tuman jinoyat ishlari boʻyicha sudi',
      ru: 'Яккасарайский районный суд по уголовным делам',
      eng: 'Yakkasaray District Court for Criminal Cases',
    },
  },
];

import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions';
import { itMapsEach } from './test-cases';
import { latinToCyrillic } from './transliteration';

describe('latinToCyrillic', () => {
  itMapsEach(latinToCyrillic, 'writes each letter and digraph in Cyrillic', [
    ['Toshkent shahri', 'Тошкент шаҳри'],
    ['Qoraqalpogʻiston Respublikasi', 'Қорақалпоғистон Республикаси'],
    ['Oʻzbekiston', 'Ўзбекистон'],
    ['Xorazm', 'Хоразм'],
    ['Yangiliklar', 'Янгиликлар'],
    ['Eʼlonlar', 'Эълонлар'],
    ['maʼlumot', 'маълумот'],
    ['yoʻq', 'йўқ'],
    ['Advokatlar palatasi', 'Адвокатлар палатаси'],
    ['Shavkat Mirziyoyev', 'Шавкат Мирзиёев'],
    ['Yusupov', 'Юсупов'],
    ['Choʻlpon', 'Чўлпон'],
    ['Qashqadaryo', 'Қашқадарё'],
    ['ekspertiza', 'экспертиза'],
    ['Elektron imzo', 'Электрон имзо'],
    ['Adliya vazirligi', 'Адлия вазирлиги'],
    ['Navoiy viloyati', 'Навоий вилояти'],
    ['Jizzax', 'Жиззах'],
    ['Surxondaryo', 'Сурхондарё'],
    ['qoʻngʻiroq', 'қўнғироқ'],
    ['togʻ', 'тоғ'],
    ['sheʼr', 'шеър'],
    ['sanʼat', 'санъат'],
    ['ishchi', 'ишчи'],
    ['ashyo', 'ашё'],
    ['Ilyos', 'Илёс'],
  ]);

  it('accepts every apostrophe variant in oʻ and gʻ', () => {
    for (const mark of ["'", '‘', '’', 'ʻ', '`', 'ʼ']) {
      expect(latinToCyrillic(`Farg${mark}ona`)).toBe('Фарғона');
      expect(latinToCyrillic(`O${mark}zbekiston`)).toBe('Ўзбекистон');
    }
  });

  it('accepts every apostrophe variant as the hard sign ʼ between other letters', () => {
    for (const mark of ["'", '‘', '’', 'ʻ', '`', 'ʼ']) {
      expect(latinToCyrillic(`ma${mark}lumot`)).toBe('маълумот');
    }
  });

  itMapsEach(latinToCyrillic, 'keeps case: title case, all caps, and Sh/SH at the start of a word', [
    ['SHOXRUX', 'ШОХРУХ'],
    ['Shoxrux', 'Шохрух'],
    ['CHOʻLPON', 'ЧЎЛПОН'],
    ['OʻZBEKISTON RESPUBLIKASI', 'ЎЗБЕКИСТОН РЕСПУБЛИКАСИ'],
    ['YUSUPOV', 'ЮСУПОВ'],
    ['EʼLON', 'ЭЪЛОН'],
    ['Yevropa', 'Европа'],
  ]);

  describe('e', () => {
    itMapsEach(latinToCyrillic, 'is э at the start of a word and after a vowel, е after a consonant', [
      ['eshik', 'эшик'],
      ['Ekspert', 'Эксперт'],
      ['poeziya', 'поэзия'],
      ['aeroport', 'аэропорт'],
      ['kelmoq', 'келмоқ'],
      ['E-imzo', 'Э-имзо'],
    ]);

    itMapsEach(latinToCyrillic, 'ye is е at the start and after a vowel, ъе after a consonant', [
      ['yer', 'ер'],
      ['yetkazib berish', 'етказиб бериш'],
      ['reyestr', 'реестр'],
      ['Aliyev', 'Алиев'],
      ['obyekt', 'объект'],
      ['SUBYEKT', 'СУБЪЕКТ'],
    ]);
  });

  describe('ts', () => {
    itMapsEach(latinToCyrillic, 'is ц after a vowel and in -tsiya', [
      ['litsenziya', 'лицензия'],
      ['protsess', 'процесс'],
      ['sotsial himoya', 'социал ҳимоя'],
      ['instantsiya', 'инстанция'],
      ['Konstitutsiyasi', 'Конституцияси'],
      ['tsement', 'цемент'],
    ]);

    itMapsEach(latinToCyrillic, 'stays т + с in verb forms -tsa and -tsin and after a consonant', [
      ['ketsa', 'кетса'],
      ['oʻtsak', 'ўтсак'],
      ['bitsin', 'битсин'],
      ['aytsa', 'айтса'],
    ]);

    itMapsEach(latinToCyrillic, '-ksiya is -кция', [
      ['instruksiya', 'инструкция'],
      ['redaksiyasi', 'редакцияси'],
    ]);
  });

  describe('exception list', () => {
    itMapsEach(latinToCyrillic, 'writes the exceptions as the list spells them', [
      ['sirk', 'цирк'],
      ['prezident', 'президент'],
      ['yanvar', 'январь'],
      ['fevral', 'февраль'],
      ['aprel', 'апрель'],
      ['iyun', 'июнь'],
      ['iyul', 'июль'],
      ['sentabr', 'сентябрь'],
      ['oktabr', 'октябрь'],
      ['noyabr', 'ноябрь'],
      ['dekabr', 'декабрь'],
      ['konstitutsiya', 'конституция'],
      ['militsiya', 'милиция'],
      ['aktsiya', 'акция'],
      ['aksiya', 'акция'],
      ['tsex', 'цех'],
      ['kompyuter', 'компьютер'],
      ['moʻjiza', 'мўъжиза'],
      ['parol', 'пароль'],
      ['filtr', 'фильтр'],
    ]);

    itMapsEach(latinToCyrillic, 'applies stems before suffixes, dropping ь there as Uzbek Cyrillic does', [
      ['2017-yil 7-fevraldagi', '2017-йил 7-февралдаги'],
      ['sentabrdan', 'сентябрдан'],
      ['parolini', 'паролини'],
      ['kompyuterga', 'компьютерга'],
      ['tsexlar', 'цехлар'],
      ['sirkda', 'циркда'],
    ]);

    itMapsEach(latinToCyrillic, 'keeps the case of the stem', [
      ['Oktabr', 'Октябрь'],
      ['OKTABR', 'ОКТЯБРЬ'],
      ['DEKABRDA', 'ДЕКАБРДА'],
      ['Sirk', 'Цирк'],
    ]);

    itMapsEach(latinToCyrillic, 'does not apply a stem inside a different word', [['sirka', 'сирка']]);
  });

  itMapsEach(latinToCyrillic, 'transliterates mixed text with numbers and punctuation', [
    [
      '2026-yil 15-sentabr, soat 10:30 — 3-son xona (Toshkent sh.)!',
      '2026-йил 15-сентябрь, соат 10:30 — 3-сон хона (Тошкент ш.)!',
    ],
    ['Xatolik yuz berdi. Keyinroq qayta urinib koʻring.', 'Хатолик юз берди. Кейинроқ қайта уриниб кўринг.'],
    ['5ta hujjat', '5та ҳужжат'],
    ['PF-4947-son Farmon', 'ПФ-4947-сон Фармон'],
  ]);

  itMapsEach(latinToCyrillic, 'keeps quotes around words that are not part of oʻ, gʻ or ʼ', [
    ["'Adolat' partiyasi", "'Адолат' партияси"],
  ]);

  itMapsEach(
    latinToCyrillic,
    'leaves text without Latin letters unchanged',
    ['', '12-05-2026', '+998 90 123-45-67', '—', 'Тошкент шаҳри', 'Ташкент, ул. Мустакиллик'].map((text) => [
      text,
      text,
    ]),
  );

  itMapsEach(latinToCyrillic, 'leaves already-Cyrillic words alone inside mixed text', [
    ['Тошкент va Samarqand', 'Тошкент ва Самарқанд'],
  ]);

  itMapsEach(latinToCyrillic, 'leaves URLs, e-mail addresses, domains, file names and paths alone', [
    ['Batafsil: https://lex.uz/docs/5555 sahifasida', 'Батафсил: https://lex.uz/docs/5555 саҳифасида'],
    ['Pochta: info@advokatura.uz', 'Почта: info@advokatura.uz'],
    ['Sayt: www.minjust.uz yoki my.gov.uz', 'Сайт: www.minjust.uz ёки my.gov.uz'],
    ['nizom.pdf faylini yuklang', 'nizom.pdf файлини юкланг'],
    ['Sahifa /cabinet/orders manzilida', 'Саҳифа /cabinet/orders манзилида'],
    ['va/yoki', 'ва/ёки'],
  ]);

  itMapsEach(latinToCyrillic, 'leaves codes, acronyms, brand names, Roman numerals and foreign words alone', [
    ['Pasport AA1234567 seriyasi', 'Паспорт AA1234567 серияси'],
    ['PDF shaklida, QR kod', 'PDF шаклида, QR код'],
    ['OneID orqali kirish', 'OneID орқали кириш'],
    ['Imzolash dasturini (E-IMZO) ishga tushiring.', 'Имзолаш дастурини (E-IMZO) ишга туширинг.'],
    ['XXI asr, III bob', 'XXI аср, III боб'],
    ['Microsoft Windows', 'Microsoft Windows'],
  ]);

  itMapsEach(latinToCyrillic, 'transliterates initials (single capitals are not Roman numerals)', [
    ['I. Karimov, X. Rahimova', 'И. Каримов, Х. Раҳимова'],
  ]);

  itMapsEach(latinToCyrillic, 'leaves i18next placeholders and tags alone', [
    ['Jami: {{total}} <strong>ta</strong>', 'Жами: {{total}} <strong>та</strong>'],
  ]);

  itMapsEach(latinToCyrillic, 'keeps sh as ш (s + h written with an apostrophe stays apart)', [
    ['Ishoq', 'Ишоқ'],
    ['Isʼhoq', 'Исҳоқ'],
  ]);

  it('reproduces the hand-written Cyrillic names of every region', () => {
    for (const region of REGIONS) {
      expect(latinToCyrillic(region.names.lt)).toBe(region.names.uz);
    }
  });
});

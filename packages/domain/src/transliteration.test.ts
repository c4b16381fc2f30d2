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

    it('does not apply a stem inside a different word', () => {
      expect(latinToCyrillic('sirka')).toBe('сирка');
    });
  });

  it('transliterates mixed text with numbers and punctuation', () => {
    expect(latinToCyrillic('2026-yil 15-sentabr, soat 10:30 — 3-son xona (Toshkent sh.)!')).toBe(
      '2026-йил 15-сентябрь, соат 10:30 — 3-сон хона (Тошкент ш.)!',
    );
    expect(latinToCyrillic('Xatolik yuz berdi. Keyinroq qayta urinib koʻring.')).toBe(
      'Хатолик юз берди. Кейинроқ қайта уриниб кўринг.',
    );
    expect(latinToCyrillic('5ta hujjat')).toBe('5та ҳужжат');
    expect(latinToCyrillic('PF-4947-son Farmon')).toBe('ПФ-4947-сон Фармон');
  });

  it('keeps quotes around words that are not part of oʻ, gʻ or ʼ', () => {
    expect(latinToCyrillic("'Adolat' partiyasi")).toBe("'Адолат' партияси");
  });

  it('leaves text without Latin letters unchanged', () => {
    for (const text of [
      '',
      '12-05-2026',
      '+998 90 123-45-67',
      '—',
      'Тошкент шаҳри',
      'Ташкент, ул. Мустакиллик',
    ]) {
      expect(latinToCyrillic(text)).toBe(text);
    }
  });

  it('leaves already-Cyrillic words alone inside mixed text', () => {
    expect(latinToCyrillic('Тошкент va Samarqand')).toBe('Тошкент ва Самарқанд');
  });

  it('leaves URLs, e-mail addresses, domains, file names and paths alone', () => {
    expect(latinToCyrillic('Batafsil: https://lex.uz/docs/5555 sahifasida')).toBe(
      'Батафсил: https://lex.uz/docs/5555 саҳифасида',
    );
    expect(latinToCyrillic('Pochta: info@advokatura.uz')).toBe('Почта: info@advokatura.uz');
    expect(latinToCyrillic('Sayt: www.minjust.uz yoki my.gov.uz')).toBe('Сайт: www.minjust.uz ёки my.gov.uz');
    expect(latinToCyrillic('nizom.pdf faylini yuklang')).toBe('nizom.pdf файлини юкланг');
    expect(latinToCyrillic('Sahifa /cabinet/orders manzilida')).toBe('Саҳифа /cabinet/orders манзилида');
    expect(latinToCyrillic('va/yoki')).toBe('ва/ёки');
  });

  it('leaves codes, acronyms, brand names, Roman numerals and foreign words alone', () => {
    expect(latinToCyrillic('Pasport AA1234567 seriyasi')).toBe('Паспорт AA1234567 серияси');
    expect(latinToCyrillic('PDF shaklida, QR kod')).toBe('PDF шаклида, QR код');
    expect(latinToCyrillic('OneID orqali kirish')).toBe('OneID орқали кириш');
    expect(latinToCyrillic('Imzolash dasturini (E-IMZO) ishga tushiring.')).toBe(
      'Имзолаш дастурини (E-IMZO) ишга туширинг.',
    );
    expect(latinToCyrillic('XXI asr, III bob')).toBe('XXI аср, III боб');
    expect(latinToCyrillic('Microsoft Windows')).toBe('Microsoft Windows');
  });

  it('transliterates initials (single capitals are not Roman numerals)', () => {
    expect(latinToCyrillic('I. Karimov, X. Rahimova')).toBe('И. Каримов, Х. Раҳимова');
  });

  it('leaves i18next placeholders and tags alone', () => {
    expect(latinToCyrillic('Jami: {{total}} <strong>ta</strong>')).toBe(
      'Жами: {{total}} <strong>та</strong>',
    );
  });

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

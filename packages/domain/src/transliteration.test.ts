import { describe, expect, it } from 'vitest';
import { REGIONS } from './regions';
import { latinToCyrillic } from './transliteration';

describe('latinToCyrillic', () => {
  it.each([
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
  ])('%s -> %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

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

  it('keeps case: title case, all caps, and Sh/SH at the start of a word', () => {
    expect(latinToCyrillic('SHOXRUX')).toBe('ШОХРУХ');
    expect(latinToCyrillic('Shoxrux')).toBe('Шохрух');
    expect(latinToCyrillic('CHOʻLPON')).toBe('ЧЎЛПОН');
    expect(latinToCyrillic('OʻZBEKISTON RESPUBLIKASI')).toBe('ЎЗБЕКИСТОН РЕСПУБЛИКАСИ');
    expect(latinToCyrillic('YUSUPOV')).toBe('ЮСУПОВ');
    expect(latinToCyrillic('EʼLON')).toBe('ЭЪЛОН');
    expect(latinToCyrillic('Yevropa')).toBe('Европа');
  });

  describe('e', () => {
    it('is э at the start of a word and after a vowel, е after a consonant', () => {
      expect(latinToCyrillic('eshik')).toBe('эшик');
      expect(latinToCyrillic('Ekspert')).toBe('Эксперт');
      expect(latinToCyrillic('poeziya')).toBe('поэзия');
      expect(latinToCyrillic('aeroport')).toBe('аэропорт');
      expect(latinToCyrillic('kelmoq')).toBe('келмоқ');
      expect(latinToCyrillic('E-imzo')).toBe('Э-имзо');
    });

    it('ye is е at the start and after a vowel, ъе after a consonant', () => {
      expect(latinToCyrillic('yer')).toBe('ер');
      expect(latinToCyrillic('yetkazib berish')).toBe('етказиб бериш');
      expect(latinToCyrillic('reyestr')).toBe('реестр');
      expect(latinToCyrillic('Aliyev')).toBe('Алиев');
      expect(latinToCyrillic('obyekt')).toBe('объект');
      expect(latinToCyrillic('SUBYEKT')).toBe('СУБЪЕКТ');
    });
  });

  describe('ts', () => {
    it('is ц after a vowel and in -tsiya', () => {
      expect(latinToCyrillic('litsenziya')).toBe('лицензия');
      expect(latinToCyrillic('protsess')).toBe('процесс');
      expect(latinToCyrillic('sotsial himoya')).toBe('социал ҳимоя');
      expect(latinToCyrillic('instantsiya')).toBe('инстанция');
      expect(latinToCyrillic('Konstitutsiyasi')).toBe('Конституцияси');
      expect(latinToCyrillic('tsement')).toBe('цемент');
    });

    it('stays т + с in verb forms -tsa and -tsin and after a consonant', () => {
      expect(latinToCyrillic('ketsa')).toBe('кетса');
      expect(latinToCyrillic('oʻtsak')).toBe('ўтсак');
      expect(latinToCyrillic('bitsin')).toBe('битсин');
      expect(latinToCyrillic('aytsa')).toBe('айтса');
    });

    it('-ksiya is -кция', () => {
      expect(latinToCyrillic('instruksiya')).toBe('инструкция');
      expect(latinToCyrillic('redaksiyasi')).toBe('редакцияси');
    });
  });

  describe('exception list', () => {
    it.each([
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
    ])('%s -> %s', (latin, cyrillic) => {
      expect(latinToCyrillic(latin)).toBe(cyrillic);
    });

    it('applies stems before suffixes, dropping ь there as Uzbek Cyrillic does', () => {
      expect(latinToCyrillic('2017-yil 7-fevraldagi')).toBe('2017-йил 7-февралдаги');
      expect(latinToCyrillic('sentabrdan')).toBe('сентябрдан');
      expect(latinToCyrillic('parolini')).toBe('паролини');
      expect(latinToCyrillic('kompyuterga')).toBe('компьютерга');
      expect(latinToCyrillic('tsexlar')).toBe('цехлар');
      expect(latinToCyrillic('sirkda')).toBe('циркда');
    });

    it('keeps the case of the stem', () => {
      expect(latinToCyrillic('Oktabr')).toBe('Октябрь');
      expect(latinToCyrillic('OKTABR')).toBe('ОКТЯБРЬ');
      expect(latinToCyrillic('DEKABRDA')).toBe('ДЕКАБРДА');
      expect(latinToCyrillic('Sirk')).toBe('Цирк');
    });

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

  it('keeps sh as ш (s + h written with an apostrophe stays apart)', () => {
    expect(latinToCyrillic('Ishoq')).toBe('Ишоқ');
    expect(latinToCyrillic('Isʼhoq')).toBe('Исҳоқ');
  });

  it('reproduces the hand-written Cyrillic names of every region', () => {
    for (const region of REGIONS) {
      expect(latinToCyrillic(region.names.lt)).toBe(region.names.uz);
    }
  });
});

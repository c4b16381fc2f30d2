/**
 * The deterministic generator of the public data set: structures, lawyers (with licenses, education,
 * work history, awards, languages), duty schedules, vacancies, news, legislation and announcements.
 * Pure: the same scale and `today` always give the same rows. People come from @portal/synthetic at
 * population indexes from DEMO_PERSONAS.length up (the demo personas come first, seeded by their own step).
 */
import { REGIONS } from '@portal/domain';
import {
  addDays,
  addYears,
  createRng,
  daysToIso,
  DEFAULT_SEED,
  DEMO_PERSONAS,
  DISTRICTS_BY_REGION,
  generatePerson,
  isoToDays,
  MAHALLAS,
  MALE_SURNAMES,
  REGION_WEIGHTS,
  STREETS,
  type SyntheticPerson,
} from '@portal/synthetic';
import { AMENDMENT, LEGISLATION_TOPICS, NEWS_TEMPLATES, POSTS, type Text3 } from './content-texts';
import { AWARDS, BANKS, EMPLOYERS, FIRM_WORDS, REGION_FACTS, SPECIALITIES, UNIVERSITIES } from './places';

export interface Scale {
  lawyers: number;
  structures: number;
  news: number;
  legislation: number;
  vacancies: number;
  /** Lawyers on duty per region and day. */
  dutyPerDay: number;
  /** How many lawyers (the first ones) get a generated photo. */
  photos: number;
}

export const SCALES: Record<'demo' | 'national', Scale> = {
  demo: {
    lawyers: 3000,
    structures: 400,
    news: 60,
    legislation: 100,
    vacancies: 60,
    dutyPerDay: 4,
    photos: 3000,
  },
  national: {
    lawyers: 100_000,
    structures: 10_000,
    news: 60,
    legislation: 100,
    vacancies: 600,
    dutyPerDay: 12,
    photos: 2000,
  },
};

/** First population index of a generated lawyer: the indexes before it are the demo personas. */
export const FIRST_PERSON_INDEX = DEMO_PERSONAS.length;

const SEED = 'public-portal';

/** Contragent type ids of the reference data (seed/reference-data/contragent-types.json). */
const TYPE = { BUREAU: 1, FIRM: 2, COLLEGIUM: 3, CONSULTATION: 4, REGION_CHAMBER: 5, REPUBLIC_CHAMBER: 6 };

export interface GenStructure {
  key: number;
  typeId: number;
  regionId: number;
  name: string;
  shortName: string | null;
  stir: string;
  legalAddress: string;
  physicalAddress: string;
  latitude: number;
  longitude: number;
  phone: string;
  fax: string | null;
  email: string;
  postalIndex: string;
  bankName: string;
  mfo: string;
  bankAccount: string;
  archived: boolean;
  /** Restricted from issuing orders by the republic chamber (a few working structures), with the reason. */
  orderRestriction: string | null;
  /** Index (in the lawyers array) of the director, or null. */
  directorLawyer: number | null;
}

export interface GenLawyer {
  person: SyntheticPerson;
  certificateNumber: string;
  certificateDate: string;
  status: 'ACTIVE' | 'INACTIVE_TEMPORARY' | 'INACTIVE_PERMANENT';
  regionId: number;
  maritalStatus: string;
  militaryRank: string | null;
  license: { licenseTypeId: number; serial: string; number: string; givenDate: string; endDate: string };
  /** Structure key, start and (for the permanently inactive) end of the employment. */
  employment: { structure: number; startDate: string; endDate: string | null } | null;
  languages: number[];
  education: {
    institution: string;
    speciality: string;
    degree: string;
    startYear: number;
    endYear: number;
    diplomaNumber: string;
  }[];
  work: { organization: string; position: string; startDate: string; endDate: string }[];
  awards: { name: string; awardedBy: string; awardedOn: string }[];
  hasPhoto: boolean;
  /**
   * The portal account of a lawyer who has signed in (most practising lawyers), with the order permission
   * it holds (a few cancelled by their director); null: never signed in.
   */
  account: { firstSignIn: string; lastSignIn: string; orderPermission: boolean } | null;
}

/**
 * The language most requests of a region are made in, which its duty schedule always covers: Karakalpak
 * in the Republic of Karakalpakstan, Uzbek elsewhere (ids of the languages of work).
 */
export function mainLanguageOf(regionId: number): number {
  return regionId === 1 ? 3 : 1;
}

/** Reasons the republic chamber gives for restricting a structure from issuing orders. */
const RESTRICTION_REASONS = [
  'Tuzilma faoliyati yuzasidan oʻtkazilayotgan tekshiruv yakunlangunga qadar',
  'Orderlar hisobini yuritish tartibi buzilgani sababli',
  'Tuzilma manzili va rahbari toʻgʻrisidagi maʼlumotlar yangilangunga qadar',
];

function regionName(regionId: number, lang: 'lt' | 'ru' | 'eng') {
  return REGIONS.find((r) => r.id === regionId)!.names[lang];
}

function address(rng: ReturnType<typeof createRng>, regionId: number) {
  const district = rng.pick(DISTRICTS_BY_REGION[regionId] ?? [REGION_FACTS[regionId]!.city]);
  return `${regionName(regionId, 'lt')}, ${district}, ${rng.pick(MAHALLAS)} MFY, ${rng.pick(STREETS)} koʻchasi, ${rng.int(1, 120)}-uy`;
}

function digits(rng: ReturnType<typeof createRng>, n: number) {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
}

/** Structures: one regional chamber per region, the republic chamber, then firms, bureaus, collegiums, consultations. */
export function generateStructures(scale: Scale): GenStructure[] {
  const out: GenStructure[] = [];
  for (let key = 0; key < scale.structures; key++) {
    const rng = createRng(SEED, 'structure', key);
    let regionId: number;
    let typeId: number;
    if (key < 14) {
      regionId = key + 1;
      typeId = TYPE.REGION_CHAMBER;
    } else if (key === 14) {
      regionId = 14;
      typeId = TYPE.REPUBLIC_CHAMBER;
    } else {
      // the first two rounds cover every region, then regions by population
      regionId = key < 15 + 28 ? ((key - 15) % 14) + 1 : rng.weighted(REGION_WEIGHTS);
      typeId = rng.weighted([
        [TYPE.BUREAU, 45],
        [TYPE.FIRM, 30],
        [TYPE.COLLEGIUM, 10],
        [TYPE.CONSULTATION, 15],
      ]);
    }
    const facts = REGION_FACTS[regionId]!;
    const word = rng.pick(FIRM_WORDS);
    const surname = rng.pick(MALE_SURNAMES);
    const district = rng.pick(DISTRICTS_BY_REGION[regionId] ?? [facts.city]);
    const name =
      typeId === TYPE.REGION_CHAMBER
        ? `${regionName(regionId, 'lt')} hududiy advokatlar palatasi`
        : typeId === TYPE.REPUBLIC_CHAMBER
          ? 'Oʻzbekiston Respublikasi Advokatlar palatasi'
          : typeId === TYPE.BUREAU
            ? `“${surname} va hamkorlar” advokatlik byurosi`
            : typeId === TYPE.FIRM
              ? `“${word}” advokatlik firmasi`
              : typeId === TYPE.COLLEGIUM
                ? `${district.replace(/ (tumani|shahri)$/, '')} “${word}” advokatlar hayʼati`
                : `${district} yuridik konsultatsiyasi`;
    const shortName =
      typeId === TYPE.FIRM || typeId === TYPE.BUREAU ? `“${typeId === TYPE.FIRM ? word : surname}” AF` : null;
    const addr = address(rng, regionId);
    const bank = rng.pick(BANKS);
    // 9-digit legal-entity TIN: 2 or 3 and a bijective scramble of the key, so every structure's differs
    const stir = `${key % 2 ? '3' : '2'}${String((key * 7_919 + 1_234_567) % 100_000_000).padStart(8, '0')}`;
    out.push({
      key,
      typeId,
      regionId,
      name,
      shortName,
      stir,
      legalAddress: addr,
      physicalAddress: rng.chance(0.8) ? addr : address(rng, regionId),
      latitude: Number((facts.lat + (rng.float() - 0.5) * 0.12).toFixed(6)),
      longitude: Number((facts.lon + (rng.float() - 0.5) * 0.16).toFixed(6)),
      phone: `+998${facts.phoneCode}${digits(rng, 7)}`,
      fax: rng.chance(0.3) ? `+998${facts.phoneCode}${digits(rng, 7)}` : null,
      email: `info.advokat${key}@example.com`,
      postalIndex: String(facts.postal + rng.int(0, 98)).padStart(6, '0'),
      bankName: bank[0],
      mfo: bank[1],
      bankAccount: `20208000${digits(rng, 12)}`,
      archived: key >= 15 && rng.chance(0.06),
      orderRestriction: null,
      directorLawyer: null,
    });
    // a stream of its own, so the structures' other values stay what they were
    const restriction = createRng(SEED, 'restriction', key);
    const made = out[out.length - 1]!;
    if (key >= 15 && !made.archived && restriction.chance(0.03))
      made.orderRestriction = restriction.pick(RESTRICTION_REASONS);
  }
  return out;
}

/** Lawyers at population indexes FIRST_PERSON_INDEX…, each working in a structure of the region where they live. */
export function generateLawyers(scale: Scale, structures: GenStructure[], today: string): GenLawyer[] {
  const byRegion = new Map<number, number[]>();
  for (const s of structures) {
    if (s.archived || s.typeId === TYPE.REGION_CHAMBER || s.typeId === TYPE.REPUBLIC_CHAMBER) continue;
    const list = byRegion.get(s.regionId) ?? [];
    list.push(s.key);
    byRegion.set(s.regionId, list);
  }
  const lawyers: GenLawyer[] = [];
  const todayDays = isoToDays(today);
  for (let k = 0; k < scale.lawyers; k++) {
    const person = generatePerson(FIRST_PERSON_INDEX + k, DEFAULT_SEED);
    const rng = createRng(SEED, 'lawyer', k);
    const birthDays = isoToDays(person.birthDate);
    // admitted to the bar at 23 or later; the current certificate was issued within the last 10 years
    const earliest = Math.max(isoToDays(addYears(person.birthDate, 23)), todayDays - 3650 + 30);
    const certDays = earliest < todayDays - 30 ? rng.int(earliest, todayDays - 30) : todayDays - 30;
    const certificateDate = daysToIso(certDays);
    const status = rng.weighted<GenLawyer['status']>([
      ['ACTIVE', 88],
      ['INACTIVE_TEMPORARY', 8],
      ['INACTIVE_PERMANENT', 4],
    ]);
    const regionId = person.regionId;
    const places = byRegion.get(regionId) ?? [];
    const structure = places.length ? rng.pick(places) : null;
    const startDate = daysToIso(Math.min(certDays + rng.int(0, 200), todayDays - 1));
    const languages = [1];
    if (rng.chance(0.6)) languages.push(2);
    if (regionId === 1 && rng.chance(0.6)) languages.push(3);
    if (rng.chance(0.1)) languages.push(4);
    if ((regionId === 3 || regionId === 8) && rng.chance(0.3)) languages.push(5);
    if (rng.chance(0.02)) languages.push(rng.pick([6, 7, 8]));
    const gradYear = Number(person.birthDate.slice(0, 4)) + rng.int(21, 24);
    const education: GenLawyer['education'] = [
      {
        institution: rng.pick(UNIVERSITIES),
        speciality: rng.pick(SPECIALITIES),
        degree: 'BACHELOR',
        startYear: gradYear - 4,
        endYear: gradYear,
        diplomaNumber: `B-${digits(rng, 7)}`,
      },
    ];
    if (rng.chance(0.3)) {
      education.push({
        institution: rng.pick(UNIVERSITIES),
        speciality: rng.pick(SPECIALITIES),
        degree: rng.chance(0.9) ? 'MASTER' : 'DOCTORATE',
        startYear: gradYear,
        endYear: gradYear + 2,
        diplomaNumber: `M-${digits(rng, 7)}`,
      });
    }
    const work: GenLawyer['work'] = [];
    let from = Math.max(isoToDays(`${education[education.length - 1]!.endYear}-08-01`), birthDays + 20 * 365);
    const jobs = rng.int(1, 3);
    for (let j = 0; j < jobs && from < certDays - 200; j++) {
      const [organization, positions] = rng.pick(EMPLOYERS);
      const to = j === jobs - 1 ? certDays - 1 : Math.min(certDays - 1, from + rng.int(365, 2500));
      work.push({
        organization,
        position: rng.pick(positions),
        startDate: daysToIso(from),
        endDate: daysToIso(to),
      });
      from = to + rng.int(1, 60);
    }
    const awards: GenLawyer['awards'] = [];
    if (rng.chance(0.1)) {
      const [name, by] = rng.pick(AWARDS);
      awards.push({ name, awardedBy: by, awardedOn: daysToIso(rng.int(certDays, todayDays)) });
    }
    lawyers.push({
      person,
      certificateNumber: String(10_000 + k),
      certificateDate,
      status,
      regionId,
      maritalStatus: rng.pick(['MARRIED', 'MARRIED', 'SINGLE', 'DIVORCED', 'WIDOWED']),
      militaryRank:
        person.gender === 'MALE' && rng.chance(0.2) ? rng.pick(['leytenant', 'kapitan', 'mayor']) : null,
      license: {
        licenseTypeId: rng.weighted([
          [5, 50],
          [1, 25],
          [2, 15],
          [3, 5],
          [4, 5],
        ]),
        serial: rng.pick(['AL', 'AD', 'AA']),
        number: String(rng.int(1, 9_999_999)).padStart(7, '0'),
        givenDate: certificateDate,
        endDate: addYears(certificateDate, 10),
      },
      employment:
        structure === null
          ? null
          : { structure, startDate, endDate: status === 'INACTIVE_PERMANENT' ? today : null },
      languages,
      education,
      work,
      awards,
      hasPhoto: k < scale.photos,
      account: accountOf(k, status, certDays, todayDays),
    });
    const s = structure === null ? undefined : structures[structure];
    if (s && s.directorLawyer === null && status !== 'INACTIVE_PERMANENT') s.directorLawyer = k;
  }
  return lawyers;
}

/**
 * A generated lawyer's portal account: nine in ten practising lawyers (half of the others) have signed in
 * at some time since their certificate; one in twenty-five of those has had the order permission
 * cancelled by their director. A stream of its own, so the lawyers' other values stay what they were.
 */
function accountOf(k: number, status: GenLawyer['status'], certDays: number, todayDays: number) {
  const rng = createRng(SEED, 'account', k);
  if (!rng.chance(status === 'ACTIVE' ? 0.9 : 0.5)) return null;
  const first = rng.int(Math.min(certDays, todayDays - 2), todayDays - 2);
  return {
    firstSignIn: daysToIso(first),
    lastSignIn: daysToIso(rng.int(first, todayDays - 1)),
    orderPermission: !rng.chance(0.04),
  };
}

/**
 * Whether a generated lawyer may issue orders (orders/policy `orderIssueGaps`): active, in a structure
 * not restricted, the order permission not cancelled (a lawyer who never signed in holds it).
 */
export function mayIssueOrders(l: GenLawyer, structures: GenStructure[]): boolean {
  if (l.status !== 'ACTIVE' || !l.employment || l.employment.endDate !== null) return false;
  if (structures[l.employment.structure]!.orderRestriction !== null) return false;
  return l.account?.orderPermission ?? true;
}

/** The first day of the month of `day` and of the month after. */
export function dutyMonths(today: string): { start: string; end: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = (year: number, month: number) =>
    `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
  const m0 = first(y, m);
  const m1 = first(y, m + 1);
  const m2 = first(y, m + 2);
  return [
    { start: m0, end: addDays(m1, -1) },
    { start: m1, end: addDays(m2, -1) },
  ];
}

/**
 * The region whose next month the seed leaves for its chamber to build (persona
 * `region-chamber-tashkent`, the duty-schedule browser journey): Tashkent city has this month only.
 */
export const UNBUILT_NEXT_MONTH_REGION = 14;

/**
 * Lawyers on duty: for each region, month and day, `dutyPerDay` active lawyers of the region, as a
 * chamber draws up its schedule: every day at least one of them may issue orders and works in the
 * region's main language (mainLanguageOf), so a request in it always finds a lawyer to draw. Next month
 * of UNBUILT_NEXT_MONTH_REGION is left out.
 */
export function generateDuty(scale: Scale, lawyers: GenLawyer[], structures: GenStructure[], today: string) {
  const active = new Map<number, number[]>();
  const ready = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, regionId: number, i: number) => {
    const list = map.get(regionId) ?? [];
    list.push(i);
    map.set(regionId, list);
  };
  lawyers.forEach((l, i) => {
    if (l.status !== 'ACTIVE' || !l.employment) return;
    add(active, l.regionId, i);
    if (mayIssueOrders(l, structures) && l.languages.includes(mainLanguageOf(l.regionId)))
      add(ready, l.regionId, i);
  });
  const schedules: {
    regionId: number;
    periodStart: string;
    periodEnd: string;
    days: { date: string; lawyers: number[] }[];
  }[] = [];
  for (const [index, { start, end }] of dutyMonths(today).entries()) {
    for (let regionId = 1; regionId <= 14; regionId++) {
      if (index > 0 && regionId === UNBUILT_NEXT_MONTH_REGION) continue;
      const pool = active.get(regionId) ?? [];
      const days = [];
      for (let d = isoToDays(start); d <= isoToDays(end); d++) {
        const date = daysToIso(d);
        const rng = createRng(SEED, 'duty', regionId, date);
        const chosen = new Set<number>();
        const want = Math.min(scale.dutyPerDay, pool.length);
        const covering = ready.get(regionId) ?? [];
        if (want > 0 && covering.length > 0) chosen.add(rng.pick(covering));
        while (chosen.size < want) chosen.add(rng.pick(pool));
        days.push({ date, lawyers: [...chosen] });
      }
      schedules.push({ regionId, periodStart: start, periodEnd: end, days });
    }
  }
  return schedules;
}

export function generateVacancies(scale: Scale, structures: GenStructure[], today: string) {
  const open = structures.filter((s) => !s.archived && s.typeId <= 4);
  return Array.from({ length: scale.vacancies }, (_, k) => {
    const rng = createRng(SEED, 'vacancy', k);
    const s = rng.pick(open);
    const paid = rng.chance(0.6);
    const type = rng.chance(0.7) ? ('INTERNSHIP' as const) : ('LAWYER' as const);
    return {
      structure: s.key,
      regionId: s.regionId,
      type,
      classificatorId: rng.int(1, 5),
      count: rng.int(1, 3),
      endDate: addDays(today, rng.int(3, 75)),
      paid,
      amountTiyin: paid ? rng.int(15, 45) * 100_000 * 100 : null,
      latitude: s.latitude,
      longitude: s.longitude,
      description:
        type === 'INTERNSHIP'
          ? 'Malaka imtihonidan oʻtgan nomzodlar stajyorlikka taklif etiladi. Murojaat: shaxsiy kabinet orqali.'
          : 'Tajribali advokat ishga taklif etiladi. Talablar: amaldagi litsenziya, kamida 3 yillik tajriba.',
    };
  });
}

function fill(text: Text3, lang: keyof Text3, vars: Record<string, string>) {
  return text[lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

export function generateNews(scale: Scale, today: string) {
  return Array.from({ length: scale.news }, (_, k) => {
    const t = NEWS_TEMPLATES[k % NEWS_TEMPLATES.length]!;
    const regionId = ((k * 5) % 14) + 1;
    const region = {
      lt: regionName(regionId, 'lt'),
      ru: regionName(regionId, 'ru'),
      eng: regionName(regionId, 'eng'),
    };
    const text = (x: Text3) => ({
      lt: fill(x, 'lt', { region: region.lt }),
      ru: fill(x, 'ru', { region: region.ru }),
      eng: fill(x, 'eng', { region: region.eng }),
    });
    const rng = createRng(SEED, 'news', k);
    return {
      title: text(t.title),
      summary: text(t.summary),
      body: text(t.body),
      publishedAt: new Date(`${addDays(today, -(k * 3 + rng.int(0, 2)))}T0${rng.int(4, 9)}:00:00Z`),
    };
  });
}

const NUMBER_PREFIX: Record<string, string> = {
  LAW: 'OʻRQ-',
  CODE: '',
  PRESIDENT_DECREE: 'PF-',
  PRESIDENT_RESOLUTION: 'PQ-',
  CABINET_RESOLUTION: 'VMQ-',
  MINISTRY_ORDER: 'AV-',
};

export function generateLegislation(scale: Scale) {
  return Array.from({ length: scale.legislation }, (_, k) => {
    const topic = LEGISLATION_TOPICS[k % LEGISLATION_TOPICS.length]!;
    const variant = Math.floor(k / LEGISLATION_TOPICS.length);
    const rng = createRng(SEED, 'legislation', k);
    const kind =
      variant === 0
        ? topic.kind
        : rng.pick(['LAW', 'PRESIDENT_RESOLUTION', 'CABINET_RESOLUTION', 'MINISTRY_ORDER'] as const);
    const year = variant === 0 ? topic.year : Math.min(2025, topic.year + variant * rng.int(1, 3));
    const title =
      variant === 0
        ? topic.title
        : {
            lt: fill(AMENDMENT, 'lt', { title: topic.title.lt }),
            ru: fill(AMENDMENT, 'ru', { title: topic.title.ru }),
            eng: fill(AMENDMENT, 'eng', { title: topic.title.eng }),
          };
    return {
      kind,
      number: `${NUMBER_PREFIX[kind]}${rng.int(100, 6000)}`,
      adoptedOn: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      title,
      url: `https://lex.uz/docs/${rng.int(1_000_000, 7_999_999)}`,
    };
  });
}

export function generatePosts(today: string) {
  return POSTS.map((p, k) => ({ ...p, publishedAt: new Date(`${addDays(today, -(k * 9 + 1))}T05:00:00Z`) }));
}

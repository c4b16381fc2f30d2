/**
 * Loads the generated public data set (generate.ts) at the `demo` or `national` scale, once: the step
 * is recorded in `seed_runs`, so a restart on existing data neither reseeds nor duplicates. Every start
 * also puts the demo-persona lawyers (seeded by their own step) on duty and gives them a language.
 */
import { createHash, randomUUID } from 'node:crypto';
import { addDays, DEMO_PERSONAS, DEFAULT_SEED, demoPersona, generatePerson } from '@portal/synthetic';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { personRow } from '../../../people/person-row';
import {
  adminActions,
  contragents,
  dutyAssignments,
  dutySchedules,
  employments,
  files,
  issuedDocuments,
  lawyerAwards,
  lawyerEducation,
  lawyerLanguages,
  lawyerLicenses,
  lawyers,
  lawyerWorkHistory,
  legislation,
  news,
  persons,
  posts,
  seedRuns,
  userAccounts,
  vacancies,
} from '../../schema';
import type { FileStorage } from '../../../storage/file-storage';
import { type TransactionFiles, transactionWithFiles } from '../../../storage/transaction-files';
import { newPublicId } from '../../../modules/issued-documents/registry';
import { generateAvatar } from './avatar';
import type { Text3 } from './content-texts';
import {
  type GenLawyer,
  generateDuty,
  generateLawyers,
  generateLegislation,
  generateNews,
  generatePosts,
  generateStructures,
  generateVacancies,
  type Scale,
  SCALES,
} from './generate';

const STEP = 'public-content';
/** An arbitrary constant: only one process seeds at a time. */
const SEED_LOCK = 727_003;
const BATCH = 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * A generated text as the columns of `localizedTextColumns(prefix)` (db/schema/columns.ts): `<prefix>Lt`,
 * `<prefix>Ru`, `<prefix>Eng`; `<prefix>Uz` stays null (transliterated from the Latin text when shown).
 */
function inLanguages<P extends string>(prefix: P, text: Text3) {
  return { [`${prefix}Lt`]: text.lt, [`${prefix}Ru`]: text.ru, [`${prefix}Eng`]: text.eng } as Record<
    `${P}Lt` | `${P}Ru` | `${P}Eng`,
    string
  >;
}

const MINISTRY = {
  lt: 'Oʻzbekiston Respublikasi Adliya vazirligi',
  uz: null,
  ru: 'Министерство юстиции Республики Узбекистан',
  eng: 'Ministry of Justice of the Republic of Uzbekistan',
};

export interface PublicSeedOptions {
  level: 'demo' | 'national';
  storage: FileStorage;
  /** "Today" in Tashkent (YYYY-MM-DD): duty months, vacancy end dates and news dates count from it. */
  today: string;
  log: (msg: string) => void;
  /** Overrides the scale (tests use a small one). */
  scale?: Scale;
}

/** Loads the data set unless it is already there; answers whether it loaded. */
export async function seedPublicContent(db: Database, options: PublicSeedOptions): Promise<boolean> {
  const started = performance.now();
  // The photos are written with the rows: a load that fails leaves none of them in the storage.
  const loaded = await transactionWithFiles(db, options.storage, async (tx, stored) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.step, STEP));
    if (done) return false;
    await load(tx, stored, options);
    await tx.insert(seedRuns).values({ step: STEP });
    return true;
  });
  if (loaded) {
    await db.execute(
      sql`vacuum analyze lawyers, lawyer_search_tokens, persons, contragents, employments, duty_assignments, issued_documents`,
    );
    options.log(
      `public data (${options.level}) loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return loaded;
}

async function load(tx: Tx, stored: TransactionFiles, { level, today, scale: given }: PublicSeedOptions) {
  const scale = given ?? SCALES[level];
  const structures = generateStructures(scale);
  const generated = generateLawyers(scale, structures, today);

  // Certificate numbers and TINs other seed steps may already have used are skipped.
  const usedCerts = new Set(
    (await tx.select({ n: lawyers.certificateNumber }).from(lawyers)).map((r) => r.n),
  );
  const usedStirs = new Set((await tx.select({ s: contragents.stir }).from(contragents)).map((r) => r.s));
  let nextCert = 10_000 + scale.lawyers;
  for (const l of generated) {
    while (usedCerts.has(l.certificateNumber)) l.certificateNumber = String(nextCert++);
    usedCerts.add(l.certificateNumber);
  }
  for (const s of structures)
    if (usedStirs.has(s.stir)) s.stir = `${s.stir.startsWith('2') ? '3' : '2'}${s.stir.slice(1)}`;

  // persons
  const personIds = new Map<string, number>();
  await insertChunks(generated, async (chunk) => {
    const rows = await tx
      .insert(persons)
      .values(chunk.map(({ person: p }) => personRow(p)))
      .onConflictDoUpdate({ target: persons.pinfl, set: { pinfl: sql`excluded.pinfl` } })
      .returning({ id: persons.id, pinfl: persons.pinfl });
    for (const r of rows) personIds.set(r.pinfl, r.id);
  });

  // structures (directors are set once the lawyers exist)
  const structureIds = new Map<number, number>();
  await insertChunks(structures, async (chunk) => {
    const rows = await tx
      .insert(contragents)
      // a generated structure is its contragents row, with the seed's key and director index
      .values(
        chunk.map(({ key: _key, directorLawyer: _director, orderRestriction, ...row }) => ({
          ...row,
          orderRestricted: orderRestriction !== null,
        })),
      )
      .returning({ id: contragents.id, stir: contragents.stir });
    const byStir = new Map(chunk.map((s) => [s.stir, s.key]));
    for (const r of rows) structureIds.set(byStir.get(r.stir!)!, r.id);
  });

  // photos: written to the storage, one files row each
  const photoIds = new Map<number, string>();
  const photoRows: (typeof files.$inferInsert)[] = [];
  for (let k = 0; k < generated.length; k++) {
    const l = generated[k]!;
    if (!l.hasPhoto) continue;
    const content = generateAvatar(l.person.pinfl, l.person.gender === 'FEMALE');
    const id = randomUUID();
    const storageKey = `${id.slice(0, 2)}/${id}.png`;
    await stored.put(storageKey, content);
    photoIds.set(k, id);
    photoRows.push({
      id,
      storageKey,
      originalName: `photo-${l.certificateNumber}.png`,
      size: content.length,
      contentType: 'image/png',
      sha256: createHash('sha256').update(content).digest('hex'),
      ownerPersonId: personIds.get(l.person.pinfl)!,
    });
  }
  await insertChunks(photoRows, (chunk) => tx.insert(files).values(chunk));

  // lawyers
  const lawyerIds: number[] = new Array<number>(generated.length);
  await insertChunks(
    generated.map((l, k) => ({ l, k })),
    async (chunk) => {
      const rows = await tx
        .insert(lawyers)
        .values(
          chunk.map(({ l, k }) => ({
            personId: personIds.get(l.person.pinfl)!,
            certificateNumber: l.certificateNumber,
            certificateDate: l.certificateDate,
            status: l.status,
            regionId: l.regionId,
            photoFileId: photoIds.get(k) ?? null,
            militaryRank: l.militaryRank,
            maritalStatus: l.maritalStatus,
          })),
        )
        .returning({ id: lawyers.id, cert: lawyers.certificateNumber });
      const byCert = new Map(rows.map((r) => [r.cert, r.id]));
      for (const { l, k } of chunk) lawyerIds[k] = byCert.get(l.certificateNumber)!;
    },
  );

  const each = <T>(make: (l: GenLawyer, id: number, k: number) => T[]) =>
    generated.flatMap((l, k) => make(l, lawyerIds[k]!, k));

  await insertChunks(
    each((l, lawyerId) => [{ lawyerId, ...l.license, status: l.status, current: true }]),
    (c) => tx.insert(lawyerLicenses).values(c),
  );
  await insertChunks(
    each((l, lawyerId) =>
      l.employment
        ? [
            {
              lawyerId,
              contragentId: structureIds.get(l.employment.structure)!,
              startDate: l.employment.startDate,
              endDate: l.employment.endDate,
            },
          ]
        : [],
    ),
    (c) => tx.insert(employments).values(c),
  );
  await insertChunks(
    each((l, lawyerId) => l.languages.map((languageId) => ({ lawyerId, languageId }))),
    (c) => tx.insert(lawyerLanguages).values(c),
  );
  await insertChunks(
    each((l, lawyerId) => l.education.map((e) => ({ lawyerId, ...e }))),
    (c) => tx.insert(lawyerEducation).values(c),
  );
  await insertChunks(
    each((l, lawyerId) => l.work.map((w) => ({ lawyerId, ...w }))),
    (c) => tx.insert(lawyerWorkHistory).values(c),
  );
  await insertChunks(
    each((l, lawyerId) => l.awards.map((a) => ({ lawyerId, ...a }))),
    (c) => tx.insert(lawyerAwards).values(c),
  );

  // directors
  for (const s of structures) {
    if (s.directorLawyer === null) continue;
    const l = generated[s.directorLawyer]!;
    await tx
      .update(contragents)
      .set({ directorPersonId: personIds.get(l.person.pinfl)! })
      .where(eq(contragents.id, structureIds.get(s.key)!));
  }

  // the portal accounts of the lawyers who have signed in, and their history: a cancelled order
  // permission by their director, a restricted structure by the republic chamber (when its persona is
  // seeded); the actions are dated a day after the lawyer's first sign-in
  const accountIds = new Map<number, number>();
  await insertChunks(
    each((l, _lawyerId, k) =>
      l.account
        ? [
            {
              k,
              row: {
                personId: personIds.get(l.person.pinfl)!,
                orderPermission: l.account.orderPermission,
                createdAt: new Date(`${l.account.firstSignIn}T04:00:00Z`),
                lastSignInAt: new Date(`${l.account.lastSignIn}T05:00:00Z`),
              },
            },
          ]
        : [],
    ),
    async (chunk) => {
      const rows = await tx
        .insert(userAccounts)
        .values(chunk.map((c) => c.row))
        .onConflictDoNothing({ target: userAccounts.personId })
        .returning({ id: userAccounts.id, personId: userAccounts.personId });
      const byPerson = new Map(rows.map((r) => [r.personId, r.id]));
      for (const c of chunk) {
        const id = byPerson.get(c.row.personId);
        if (id !== undefined) accountIds.set(c.k, id);
      }
    },
  );
  const directorOf = (structureKey: number) => {
    const k = structures[structureKey]!.directorLawyer;
    return k === null ? null : { k, personId: personIds.get(generated[k]!.person.pinfl)! };
  };
  await insertChunks(
    each((l, _lawyerId, k) => {
      const director = l.employment ? directorOf(l.employment.structure) : null;
      const accountId = accountIds.get(k);
      if (!l.account || l.account.orderPermission || !director || director.k === k || !accountId) return [];
      return [
        {
          at: new Date(`${l.account.firstSignIn}T06:00:00Z`),
          actorPersonId: director.personId,
          action: 'ORDER_PERMISSION_CANCELLED',
          targetType: 'USER_ACCOUNT',
          targetId: String(accountId),
          details: {
            personId: personIds.get(l.person.pinfl)!,
            contragentId: structureIds.get(l.employment!.structure)!,
          },
        },
      ];
    }),
    (c) => tx.insert(adminActions).values(c),
  );
  const [chamber] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.pinfl, generatePerson(demoPersona('republic-chamber').index, DEFAULT_SEED).pinfl));
  const restricted = structures.filter((s) => s.orderRestriction !== null);
  if (chamber && restricted.length > 0)
    await tx.insert(adminActions).values(
      restricted.map((s) => ({
        at: new Date(`${addDays(today, -7)}T06:00:00Z`),
        actorPersonId: chamber.id,
        action: 'ORDER_RESTRICTED',
        targetType: 'CONTRAGENT',
        targetId: String(structureIds.get(s.key)!),
        details: { reason: s.orderRestriction },
      })),
    );

  // the certificates, in the issued-documents registry
  const { REGIONS } = await import('@portal/domain');
  await insertChunks(
    each((l, lawyerId) => {
      const region = REGIONS.find((r) => r.id === l.regionId)!.names;
      return [
        {
          publicId: newPublicId(),
          kind: 'LAWYER_CERTIFICATE',
          number: l.certificateNumber,
          issuedOn: l.certificateDate,
          validUntil: l.license.endDate,
          holderName: `${l.person.surname} ${l.person.firstName} ${l.person.patronymic}`,
          issuer: MINISTRY,
          facts: [
            { key: 'holder', value: `${l.person.surname} ${l.person.firstName} ${l.person.patronymic}` },
            { key: 'certificateNumber', value: l.certificateNumber },
            { key: 'region', value: { lt: region.lt, uz: region.uz, ru: region.ru, eng: region.eng } },
            { key: 'licenseNumber', value: `${l.license.serial} ${l.license.number}` },
          ],
          sourceType: 'lawyers',
          sourceId: lawyerId,
        },
      ];
    }),
    (c) => tx.insert(issuedDocuments).values(c),
  );

  // duty schedules
  for (const schedule of generateDuty(scale, generated, structures, today)) {
    const [row] = await tx
      .insert(dutySchedules)
      .values({
        regionId: schedule.regionId,
        periodStart: schedule.periodStart,
        periodEnd: schedule.periodEnd,
        status: 'PUBLISHED',
      })
      .returning({ id: dutySchedules.id });
    await insertChunks(
      schedule.days.flatMap((d) =>
        d.lawyers.map((k) => ({
          scheduleId: row!.id,
          regionId: schedule.regionId,
          dutyDate: d.date,
          lawyerId: lawyerIds[k]!,
        })),
      ),
      (c) => tx.insert(dutyAssignments).values(c),
    );
  }

  await insertChunks(
    generateVacancies(scale, structures, today).map(({ structure, ...v }) => ({
      ...v,
      contragentId: structureIds.get(structure)!,
    })),
    (c) => tx.insert(vacancies).values(c),
  );
  await tx.insert(news).values(
    generateNews(scale, today).map((n) => ({
      ...inLanguages('title', n.title),
      ...inLanguages('summary', n.summary),
      ...inLanguages('body', n.body),
      publishedAt: n.publishedAt,
    })),
  );
  await tx.insert(legislation).values(
    generateLegislation(scale).map((l) => ({
      kind: l.kind,
      number: l.number,
      adoptedOn: l.adoptedOn,
      ...inLanguages('title', l.title),
      url: l.url,
    })),
  );
  await tx.insert(posts).values(
    generatePosts(today).map((p) => ({
      ...inLanguages('title', p.title),
      ...inLanguages('body', p.body),
      publishedAt: p.publishedAt,
    })),
  );
}

/**
 * The demo personas who are lawyers (seeded by the personas step, found by their pinfl) go on duty in
 * their region on every day of every duty schedule of that region, and work in at least one language.
 * Idempotent; runs at every start, so it holds whichever seed step ran first.
 */
export async function ensurePersonaLawyersOnDuty(db: Database): Promise<number> {
  const pinfls = DEMO_PERSONAS.map((p) => generatePerson(p.index, DEFAULT_SEED).pinfl);
  const found = await db
    .select({ id: lawyers.id, regionId: lawyers.regionId })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(and(inArray(persons.pinfl, pinfls), eq(lawyers.status, 'ACTIVE')));
  let added = 0;
  for (const lawyer of found) {
    await db.execute(sql`
      insert into lawyer_languages (lawyer_id, language_id)
      select ${lawyer.id}, 1 where not exists (select 1 from lawyer_languages where lawyer_id = ${lawyer.id})`);
    const result = await db.execute(sql`
      insert into duty_assignments (schedule_id, region_id, duty_date, lawyer_id)
      select s.id, s.region_id, d::date, ${lawyer.id}
      from duty_schedules s, generate_series(s.period_start, s.period_end, interval '1 day') d
      where s.region_id = ${lawyer.regionId}
      on conflict (schedule_id, duty_date, lawyer_id) do nothing`);
    added += result.rowCount ?? 0;
  }
  return added;
}

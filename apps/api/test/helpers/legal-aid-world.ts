/**
 * The people and places of the HTTP tests of state-funded legal aid, in the test file's own database,
 * with the real gov-sim process (person registry, interior ministry, verification server and the signing
 * client with the demo personas' key cards):
 *
 * - Samarqand (region 8): the structure "Samarqand adliya" directed by persona `director` (a lawyer of
 *   it too); its lawyers persona `lawyer-samarqand` (Uzbek and Karakalpak) and persona `lawyer` (Uzbek),
 *   all on duty every day of the coming week. A request in Karakalpak always draws `lawyer-samarqand`,
 *   as in the demo seed (docs/domain.md "The demo draw").
 * - Tashkent city (region 14): another structure with one lawyer of its own (no key card).
 * - persona `investigator` (Fargʻona), another investigator, persona `region-chamber` (Samarqand), a
 *   regional chamber officer of Tashkent city, persona `admin`, persona `republic-chamber`, a USER.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AssignedRole, canonicalJson, tashkentToday } from '@portal/domain';
import type { SyntheticPerson } from '@portal/synthetic';
import { createAdapters } from '../../src/adapters';
import type { Database } from '../../src/db/client';
import { userAccounts } from '../../src/db/schema';
import { signInPerson } from '../../src/modules/auth/sessions';
import type { GovSim } from '@portal/test-support';
import {
  addLicensedLawyer,
  addPerson,
  addStructure,
  population,
  putOnDuty,
  someone,
} from './legal-aid-fixtures';
import type { TestContext } from './test-app';

export const SAMARQAND = 8;
export const TASHKENT_CITY = 14;
export const UZBEK = 1;
export const KARAKALPAK = 3;
const DAY = 86_400_000;

/** The Tashkent day of an instant (packages/domain `tashkentToday`). */
export const tashkentDate = (d: Date) => tashkentToday(d);

/** A signed-in person of the world: their headers, person id, PINFL, key card (if any). */
export interface Member {
  personId: number;
  pinfl: string;
  headers: Record<string, string>;
  card: string | null;
  lawyerId: number | null;
}

export interface LegalAidWorld {
  investigator: Member;
  otherInvestigator: Member;
  /** persona `lawyer-samarqand`: the lawyer a Karakalpak request in Samarqand is drawn to. */
  dutyLawyer: Member;
  /** persona `lawyer`: a colleague in the same structure. */
  colleague: Member;
  /** persona `director`: directs the Samarqand structure and is a lawyer of it. */
  director: Member;
  /** A lawyer of another structure, in Tashkent city. */
  stranger: Member;
  regionChamber: Member;
  otherRegionChamber: Member;
  republicChamber: Member;
  admin: Member;
  user: Member;
  structureId: number;
  otherStructureId: number;
  /** A case of the investigator in the interior-ministry registry, and its accused person. */
  caseNumber: string;
  accusedPinfl: string;
}

/** Environment for useTestApp: the simulator's addresses and a private folder for uploaded files. */
export function legalAidEnv(sim: GovSim): () => Record<string, string> {
  return () => ({ ...sim.env, FILES_DIR: mkdtempSync(path.join(tmpdir(), 'legal-aid-http-')) });
}

export async function member(
  db: Database,
  p: SyntheticPerson,
  options: {
    card?: string;
    role?: AssignedRole;
    regionId?: number;
    lawyerId?: number;
    orderPermission?: boolean;
  } = {},
): Promise<Member> {
  const personId = await addPerson(db, p);
  await db
    .insert(userAccounts)
    .values({
      personId,
      assignedRole: options.role ?? null,
      regionId: options.regionId ?? null,
      orderPermission: options.orderPermission ?? options.lawyerId !== undefined,
    })
    .onConflictDoNothing({ target: userAccounts.personId });
  const answer = await signInPerson(db, { personId, method: 'SSO', ttlMs: 3_600_000, now: new Date() });
  return {
    personId,
    pinfl: p.pinfl,
    headers: { authorization: `Bearer ${answer.token}`, 'accept-language': 'eng' },
    card: options.card ?? null,
    lawyerId: options.lawyerId ?? null,
  };
}

/**
 * The structures of the worlds: "Samarqand adliya" in Samarqand directed by persona `director`, and
 * "Poytaxt" in Tashkent city.
 */
export async function addWorldStructures(db: Database) {
  const directorPersonId = await addPerson(db, population.persona('director'));
  return {
    samarqand: await addStructure(db, SAMARQAND, '"Samarqand adliya" advokatlik byurosi', directorPersonId),
    tashkent: await addStructure(db, TASHKENT_CITY, '"Poytaxt" advokatlik firmasi'),
  };
}

export async function buildWorld(ctx: TestContext): Promise<LegalAidWorld> {
  const db = ctx.db;
  const { samarqand: structure, tashkent: other } = await addWorldStructures(db);
  const lawyerOf = (p: SyntheticPerson, regionId: number, languageIds: number[], contragentId: number) =>
    addLicensedLawyer(db, p, { regionId, languageIds, contragentId });
  const duty = await lawyerOf(
    population.persona('lawyer-samarqand'),
    SAMARQAND,
    [UZBEK, KARAKALPAK],
    structure.id,
  );
  const colleague = await lawyerOf(population.persona('lawyer'), SAMARQAND, [UZBEK], structure.id);
  const director = await lawyerOf(population.persona('director'), SAMARQAND, [UZBEK], structure.id);
  const stranger = await lawyerOf(someone(60), TASHKENT_CITY, [UZBEK], other.id);
  for (let d = 0; d < 7; d++)
    await putOnDuty(db, SAMARQAND, tashkentDate(new Date(Date.now() + d * DAY)), [
      duty.lawyerId,
      colleague.lawyerId,
      director.lawyerId,
    ]);
  const investigatorPerson = population.persona('investigator');
  const [firstCase] = await createAdapters(ctx.config).interiorMinistry.casesOfInvestigator(
    investigatorPerson.pinfl,
  );
  return {
    investigator: await member(db, investigatorPerson, {
      card: 'investigator',
      role: 'INVESTIGATOR',
      regionId: 12,
    }),
    otherInvestigator: await member(db, someone(61), { role: 'INVESTIGATOR', regionId: 12 }),
    dutyLawyer: await member(db, population.persona('lawyer-samarqand'), {
      card: 'lawyer-samarqand',
      lawyerId: duty.lawyerId,
    }),
    colleague: await member(db, population.persona('lawyer'), {
      card: 'lawyer',
      lawyerId: colleague.lawyerId,
    }),
    director: await member(db, population.persona('director'), {
      card: 'director',
      lawyerId: director.lawyerId,
    }),
    stranger: await member(db, someone(60), { lawyerId: stranger.lawyerId }),
    regionChamber: await member(db, population.persona('region-chamber'), {
      role: 'REGION_CHAMBER',
      regionId: SAMARQAND,
    }),
    otherRegionChamber: await member(db, someone(62), { role: 'REGION_CHAMBER', regionId: TASHKENT_CITY }),
    republicChamber: await member(db, population.persona('republic-chamber'), { role: 'REPUBLIC_CHAMBER' }),
    admin: await member(db, population.persona('admin'), { role: 'ADMIN' }),
    user: await member(db, someone(63)),
    structureId: structure.id,
    otherStructureId: other.id,
    caseNumber: firstCase!.caseNumber,
    accusedPinfl: firstCase!.accused.pinfl,
  };
}

/**
 * The body of org-request_create-send for the world's case: Samarqand, Karakalpak, tomorrow. The tests
 * send many requests on this one case and person, so the body confirms a second request at work
 * (`confirmDuplicate`); the duplicate refusal itself is tested without it.
 */
export function requestBody(world: LegalAidWorld, overrides: Record<string, unknown> = {}) {
  return {
    confirmDuplicate: true,
    caseNumber: world.caseNumber,
    personPinfl: world.accusedPinfl,
    regionId: SAMARQAND,
    languageId: KARAKALPAK,
    legalAidId: 2,
    attendancePlace: 'Samarqand shahar IIB, 14-xona',
    attendanceAt: new Date(Date.now() + DAY).toISOString(),
    organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
    ...overrides,
  };
}

/** Signs `content` (a record's signingContent) with a member's key card through gov-sim's signing client. */
export function signAs(sim: GovSim, who: Member, content: unknown): Promise<string> {
  if (!who.card) throw new Error('this member has no key card');
  return sim.sign(who.card, canonicalJson(content));
}

/** A minimal valid PDF of about `size` bytes. */
export function pdfBytes(size = 400): Buffer {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const pad = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(pad, 0x20), Buffer.from(tail)]);
}

/** A PDF part of a multipart body: `name` under `field`, holding a small valid PDF unless `content` is given. */
export function pdfPart(name: string, field = 'file', content: Buffer = pdfBytes()): MultipartFile {
  return { field, name, type: 'application/pdf', content };
}

/**
 * A multipart/form-data body (fields and one file, or several under their field names; a file without
 * a field name goes under `file`) as a browser sends it.
 */
export function multipart(fields: Record<string, string>, file?: MultipartFile | MultipartFile[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file])
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface MultipartFile {
  /** The form field the file goes under; `file` when not given. */
  field?: string;
  name: string;
  type: string;
  content: Buffer;
}

/** An answer body as tests read it: any JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely and assert on them
export type Json = any;

/** One call of the API as a member (or anonymous), its status and JSON body. */
export async function callApi(
  ctx: TestContext,
  who: Pick<Member, 'headers'> | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method,
    url: `/api/v.1/${url}`,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as Json, raw: res };
}

/**
 * POSTs a multipart form (fields and an optional file, or several) to `url` below /api/v.1 as `who`
 * (anonymous when null), with `lang` as its Accept-Language; its status and JSON body.
 */
export function postForm(
  ctx: TestContext,
  who: Pick<Member, 'headers'> | null,
  url: string,
  fields: Record<string, string>,
  file?: MultipartFile | MultipartFile[],
  lang = 'eng',
) {
  const form = multipart(fields, file);
  return callApi(ctx, who, 'POST', url, form.payload, { ...form.headers, 'accept-language': lang });
}

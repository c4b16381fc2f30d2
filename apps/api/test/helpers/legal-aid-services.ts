/**
 * The world of the legal-aid service tests (investigator requests, orders, checklists): real PostgreSQL,
 * the real gov-sim process for the person registry, the interior ministry and the key cards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tashkentToday } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../../src/clock';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAdapters, type Adapters } from '../../src/adapters';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { investigatorRequests, statusHistory } from '../../src/db/schema';
import { AppError } from '../../src/errors/app-error';
import { resolveParams } from '../../src/i18n/localized-params';
import { translate } from '../../src/i18n/translate';
import { createTestDatabase, rowsWhere } from './database';
import { addLawyer, addPerson, addStructure, population, putOnDuty, someone } from './legal-aid-fixtures';
import { withGovSim } from '@portal/test-support/vitest';
import { type Config } from '../../src/config';
import { createFileStorage } from '../../src/storage';
import { acceptInvestigatorRequest } from '../../src/modules/investigator-requests/accept';
import {
  createInvestigatorRequest,
  type CreateRequestInput,
} from '../../src/modules/investigator-requests/create';
import type { LegalAidDeps } from '../../src/modules/investigator-requests/shared';

export const REGION = 12; // Fargʻona
export const UZ = 1;
export const RU = 2;
export const DAY = 86_400_000;

export let db: Database;
export let drop: () => Promise<void>;
export let sim: ReturnType<typeof withGovSim>;
export let config: Config;
export let registries: Adapters;
export let deps: LegalAidDeps;
export let investigator: { role: 'INVESTIGATOR'; personId: number };
export let lawyerA: { lawyerId: number; personId: number };
export let lawyerB: { lawyerId: number; personId: number };
export let structureId: number;
export let caseNumber: string;
export let accusedPinfl: string;

export const tashkentDate = tashkentToday;
export const attendance = new Date(Date.now() + 2 * DAY);
/** The key card of each persona lawyer of this file, by person id. */
export const cards = new Map<number, string>();
export const asLawyer = (l: { personId: number }, orderPermission = true) => ({
  role: 'LAWYER' as const,
  personId: l.personId,
  orderPermission,
});

export const pinfls = new Map<number, string>();
/** What signatureDraft and checkList/signing hand the services: the PKCS#7 and who signs from where. */
export const submission = (l: { personId: number }, pkcs7: string) => ({
  pkcs7,
  signerPinfl: pinfls.get(l.personId)!,
  signerPersonId: l.personId,
  userIp: '127.0.0.1',
});

/** The message an AppError shows in English. */
export const messageOf = (e: AppError) => translate('eng', e.messageKey, resolveParams('eng', e.params));

export async function expectAppError(
  work: Promise<unknown>,
  code: string,
  status: number,
): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, status });
  return error as AppError;
}

/** A request on the file's one case and person; many are at work at once, so each is confirmed. */
export function input(overrides: Partial<CreateRequestInput> = {}): CreateRequestInput {
  return {
    confirmDuplicate: true,
    caseNumber,
    personPinfl: accusedPinfl,
    regionId: REGION,
    languageId: UZ,
    legalAidId: 2,
    attendancePlace: 'Fargʻona shahar IIB, 12-xona',
    attendanceAt: attendance,
    organizationName: 'Fargʻona viloyati IIB Tergov boshqarmasi',
    ...overrides,
  };
}

/** Which of the structure's two lawyers the request was drawn to. */
export const pickedOf = (request: { pickedLawyerId: number | null }) =>
  request.pickedLawyerId === lawyerA.lawyerId ? lawyerA : lawyerB;

/** A request sent now (`input()`) and the lawyer it was drawn to. */
export async function drawnRequest() {
  const request = await createInvestigatorRequest(deps, investigator, input());
  return { request, picked: pickedOf(request) };
}

/** A request its drawn lawyer accepted now, with the order draft the acceptance made. */
export async function acceptedRequest() {
  const { request, picked } = await drawnRequest();
  const { order } = await acceptInvestigatorRequest(deps, asLawyer(picked), request.id);
  return { request, picked, order };
}

/**
 * A test file's world: its own database, the run's gov-sim, an investigator with a case, a structure with
 * two persona lawyers (their key cards in gov-sim) and four lawyers on duty in Fargʻona on the attendance
 * day. Called once at the top of the file; the bindings above are set before its first test.
 */
export function useLegalAidServices() {
  sim = withGovSim();
  beforeAll(async () => {
    const database = await createTestDatabase();
    ({ db, drop } = database);
    config = loadConfig({
      ...sim.env,
      WEB_DIST_DIR: '/nonexistent',
      FILES_DIR: mkdtempSync(path.join(tmpdir(), 'legal-aid-files-')),
    });
    registries = createAdapters(config);
    deps = {
      db,
      clock: systemClock,
      registries,
      storage: createFileStorage(config),
      acceptTimeoutSeconds: 1800,
    };
    const persona = population.persona('investigator');
    investigator = { role: 'INVESTIGATOR', personId: await addPerson(db, persona) };
    const [firstCase] = await registries.interiorMinistry.casesOfInvestigator(persona.pinfl);
    caseNumber = firstCase!.caseNumber;
    accusedPinfl = firstCase!.accused.pinfl;
    const director = await addPerson(db, someone(50));
    structureId = (await addStructure(db, REGION, 'Fargʻona “Adolat” advokatlik byurosi', director)).id;
    // Persona lawyers: gov-sim holds their key cards, so they sign for real.
    lawyerA = await addLawyer(db, population.persona('lawyer'), {
      regionId: REGION,
      languageIds: [UZ, RU],
      contragentId: structureId,
    });
    lawyerB = await addLawyer(db, population.persona('lawyer-samarqand'), {
      regionId: REGION,
      languageIds: [UZ],
      contragentId: structureId,
    });
    cards.set(lawyerA.personId, 'lawyer').set(lawyerB.personId, 'lawyer-samarqand');
    for (const key of ['lawyer', 'lawyer-samarqand', 'director'] as const)
      pinfls.set(await addPerson(db, population.persona(key)), population.persona(key).pinfl);
    const russianOnly = await addLawyer(db, someone(3), { regionId: REGION, languageIds: [RU] });
    const suspended = await addLawyer(db, someone(4), { regionId: REGION, status: 'INACTIVE_TEMPORARY' });
    await putOnDuty(db, REGION, tashkentDate(attendance), [
      lawyerA.lawyerId,
      lawyerB.lawyerId,
      russianOnly.lawyerId,
      suspended.lawyerId,
    ]);
  }, 90_000);

  afterAll(async () => {
    await drop?.();
  });
}

export const historyOf = (type: string, id: number) =>
  db
    .select()
    .from(statusHistory)
    .where(and(eq(statusHistory.entityType, type), eq(statusHistory.entityId, id)))
    .orderBy(statusHistory.id);

/** The investigator request's row as it stands now. */
export const requestRow = async (id: number) => (await rowsWhere(db, investigatorRequests, { id }))[0];

export const jobsOf = async (name: string, requestId: number) =>
  (
    await db.execute<{ start_after: string }>(
      sql`select start_after from pgboss.job where name = ${name} and (data->>'requestId')::int = ${requestId}`,
    )
  ).rows;

/**
 * The structure's data and its registration (docs/domain.md "Structures"): the director
 * edits their structure; someone who directs none files a registration that the tax registry must back
 * (the company exists, is active, and names the caller as its director); the regional chamber of its
 * region accepts it (the structure is created, a lawyer applicant is employed by it) or rejects it.
 * Each change is one transaction; each step writes its history row and notifies the people concerned.
 */
import type { StructureFields } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { TaxRegistry } from '../../adapters/tax-registry';
import type { Database } from '../../db/client';
import {
  contragents,
  employments,
  lawyers,
  regions,
  structureRegistrations,
  userAccounts,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockVisible } from '../../kit/lock';
import { notices, notify } from '../notifications';
import { actorOf, stepBy, type LegalAidCaller } from '../legal-aid';
import { recordCreation, transition } from '../../workflow/transition';
import {
  directedStructure,
  mayEditStructure,
  mayRegisterStructure,
  registrationDecisionPolicy,
} from './policy';
import { firstId } from '../../db/rows';
import { currentEmploymentOf } from '../../people/lawyers';

const filingNotice = notices('legal-aid', 'structure-registration');
const exists = (field = 'stir') =>
  new AppError('CONFLICT', { messageKey: 'errors:business.structureExists', field });

/** Whether a database error is the unique violation of a live INN (a registration raced another). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** The caller's live (SEND) filing, if any. */
export async function liveFilingOf(db: Database | Transaction, personId: number) {
  const [row] = await db
    .select()
    .from(structureRegistrations)
    .where(
      and(eq(structureRegistrations.applicantPersonId, personId), eq(structureRegistrations.status, 'SEND')),
    );
  return row ?? null;
}

/** Whether the portal already holds this INN: a structure, or a filing not rejected. */
async function innTaken(tx: Database | Transaction, stir: string, exceptFilingId?: number) {
  const structure = await firstId(tx, contragents, eq(contragents.stir, stir));
  if (structure) return true;
  const filing = await firstId(
    tx,
    structureRegistrations,
    and(
      eq(structureRegistrations.stir, stir),
      ne(structureRegistrations.status, 'REJECTED'),
      exceptFilingId ? ne(structureRegistrations.id, exceptFilingId) : undefined,
    ),
  );
  return filing !== undefined;
}

/**
 * The tax registry's company of `inn`, refused in the caller's language when unknown (spec section 8
 * "this structure is not registered"). Answers it with whether the portal already holds the INN.
 */
export async function taxCompanyOf(db: Database, registry: TaxRegistry, caller: LegalAidCaller, inn: string) {
  const company = await registry.company(inn);
  if (!company)
    throw new AppError('BUSINESS_RULE', {
      messageKey: 'errors:business.structureNotRegistered',
      field: 'inn',
    });
  const region = await firstId(db, regions, eq(regions.soato, company.regionSoato));
  return {
    company,
    regionId: region?.id ?? null,
    directorIsYou: company.director.pinfl === caller.pinfl,
    alreadyRegistered: await innTaken(db, inn),
  };
}

/**
 * POST getInfo/updateOwnContragent: the director saves their structure's data; an applicant with a
 * live filing corrects it; anyone else files a new registration (checked with the tax registry first,
 * outside the transaction: a network call holds no lock).
 */
export async function saveOwnStructure(
  deps: { db: Database; taxRegistry: TaxRegistry; now: Date },
  caller: LegalAidCaller,
  form: StructureFields & { stir: string },
): Promise<void> {
  const { db } = deps;
  const { stir, ...fields } = form;
  if (mayEditStructure(caller)) {
    const [own] = await db.select().from(contragents).where(directedStructure(caller)!);
    if (own?.stir && own.stir !== stir)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:business.structureInnFixed',
        field: 'stir',
      });
    if (!own?.stir && (await innTaken(db, stir))) throw exists();
    await db
      .update(contragents)
      .set({ ...fields, stir, updatedAt: deps.now })
      .where(directedStructure(caller)!);
    return;
  }
  const filing = await liveFilingOf(db, caller.personId);
  if (filing) {
    if (filing.stir !== stir)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'errors:business.structureInnFixed',
        field: 'stir',
      });
    await db
      .update(structureRegistrations)
      .set({ fields, regionId: fields.regionId, updatedAt: deps.now })
      .where(and(eq(structureRegistrations.id, filing.id), eq(structureRegistrations.status, 'SEND')));
    return;
  }
  if (!mayRegisterStructure(caller, false)) throw new AppError('FORBIDDEN');
  const { company, directorIsYou } = await taxCompanyOf(db, deps.taxRegistry, caller, stir);
  if (company.status !== 'ACTIVE')
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.companyNotActive', field: 'stir' });
  if (!directorIsYou)
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.notCompanyDirector', field: 'stir' });
  try {
    await db.transaction(async (tx) => {
      if (await innTaken(tx, stir)) throw exists();
      const [row] = await tx
        .insert(structureRegistrations)
        .values({
          applicantPersonId: caller.personId,
          stir,
          regionId: fields.regionId,
          fields,
          taxRecord: company,
          status: 'SEND',
        })
        .returning();
      await recordCreation(tx, 'structure-registration', {
        id: row!.id,
        status: 'SEND',
        actor: actorOf(caller),
      });
      const chamber = await tx
        .select({ personId: userAccounts.personId })
        .from(userAccounts)
        .where(
          and(eq(userAccounts.assignedRole, 'REGION_CHAMBER'), eq(userAccounts.regionId, fields.regionId)),
        );
      await notify(
        tx,
        filingNotice(
          chamber.map((c) => c.personId),
          'STRUCTURE_REGISTRATION_FILED',
          row!.id,
          { name: fields.name, stir },
        ),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/**
 * The regional chamber accepts a filing: the structure is created from its data with the applicant as
 * director; a lawyer applicant leaves their current structure and is employed by the new one.
 */
export async function acceptRegistration(
  db: Database,
  caller: LegalAidCaller,
  id: number,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const filing = await lockVisible(tx, registrationDecisionPolicy, caller, structureRegistrations, id);
      await transition(tx, 'structure-registration', {
        ...stepBy(caller, id, 'ACCEPT'),
        set: async (row) => {
          if (await innTaken(tx, row.stir, row.id)) throw exists();
          const [structure] = await tx
            .insert(contragents)
            .values({ ...row.fields, stir: row.stir, directorPersonId: row.applicantPersonId })
            .returning({ id: contragents.id });
          const lawyer = await firstId(tx, lawyers, eq(lawyers.personId, row.applicantPersonId));
          if (lawyer) {
            const today = tashkentToday(now);
            await tx.update(employments).set({ endDate: today }).where(currentEmploymentOf(lawyer.id));
            await tx
              .insert(employments)
              .values({ lawyerId: lawyer.id, contragentId: structure!.id, startDate: today });
          }
          return { contragentId: structure!.id };
        },
        notifications: (row) =>
          filingNotice(filing.applicantPersonId, 'STRUCTURE_REGISTRATION_ACCEPTED', row.id, {
            name: row.fields.name,
          }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** The regional chamber rejects a filing with a reason (the applicant may file again). */
export async function rejectRegistration(db: Database, caller: LegalAidCaller, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const filing = await lockVisible(tx, registrationDecisionPolicy, caller, structureRegistrations, id);
    await transition(tx, 'structure-registration', {
      ...stepBy(caller, id, 'REJECT'),
      comment: reason,
      notifications: (row) =>
        filingNotice(filing.applicantPersonId, 'STRUCTURE_REGISTRATION_REJECTED', row.id, {
          name: row.fields.name,
          reason,
        }),
    });
  });
}

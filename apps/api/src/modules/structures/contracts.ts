/**
 * The contract workflow (workflow `contract`, packages/domain; docs/domain.md "Structures"): the director
 * sends it signed, the lawyer confirms it signed (an employment starts, the contract is registered for its
 * public QR check) or refuses it, the director cancels it (a confirmed one: the dismissal, which ends the
 * employment and marks the check "revoked"). Signatures are checked with the verification server outside
 * the transaction; each change is one transaction that re-reads its rows under lock.
 */
import type { CallBody, contractCalls } from '@portal/contracts';
import { contractSigningContent } from '@portal/contracts';
import { CONTRACT_WORKFLOW, mayCreate, tashkentToday } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, employments, lawyers, persons, structureContracts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { lockVisible } from '../../kit/lock';
import { fullNameOf } from '../../people/person-row';
import { recordCreation, transition, transitionRefused } from '../../workflow/transition';
import { issuerNamed, registerIssuedDocument, revokeIssuedDocuments } from '../issued-documents';
import {
  actorOf,
  stepBy,
  checkDocumentSignature,
  type LegalAidCaller,
  type SignatureSubmission,
  signLockedDocument,
  storeDocumentSignature,
} from '../legal-aid';
import { notices, notify } from '../notifications';
import { assertDirectsRegistered, contractStepPolicy } from './policy';
import { inOneTransaction } from '../../kit/transaction';
import type { ModuleDeps } from '../../http/types';
import { currentEmploymentOf } from '../../people/lawyers';

type ContractRow = typeof structureContracts.$inferSelect;

const contractNotice = notices('legal-aid', 'contract');
type Deps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

const rule = (key: string, field?: string) =>
  new AppError('BUSINESS_RULE', { messageKey: `errors:business.${key}`, ...(field ? { field } : {}) });

/** The signing content of a stored contract (structure's INN and lawyer's pinfl read now). */
export async function signingContentOf(db: Database | Transaction, row: ContractRow) {
  const [parties] = await db
    .select({ inn: contragents.stir, pinfl: persons.pinfl })
    .from(contragents)
    .innerJoin(lawyers, eq(lawyers.id, row.lawyerId))
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(contragents.id, row.contragentId));
  return contractSigningContent({
    structureInn: parties?.inn ?? '',
    lawyerPinfl: parties?.pinfl ?? '',
    number: row.number,
    contractDate: row.contractDate,
    periodMonths: row.periodMonths,
  });
}

async function partiesOf(tx: Transaction, row: ContractRow) {
  const [p] = await tx
    .select({ structure: contragents, lawyerPerson: persons })
    .from(contragents)
    .innerJoin(lawyers, eq(lawyers.id, row.lawyerId))
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(contragents.id, row.contragentId));
  return {
    structure: p!.structure,
    lawyerPersonId: p!.lawyerPerson.id,
    lawyerName: fullNameOf(p!.lawyerPerson),
  };
}

/** getInfo/contractSend: the director sends a signed contract to a lawyer (found by pinfl). */
export async function sendContract(
  deps: Deps,
  caller: LegalAidCaller,
  input: Omit<CallBody<typeof contractCalls.contractSend, 'server'>, 'pkcs7'>,
  submission: SignatureSubmission,
): Promise<number> {
  const { db } = deps;
  if (!mayCreate(CONTRACT_WORKFLOW, 'SEND', caller.role))
    throw transitionRefused(CONTRACT_WORKFLOW, 'SEND', 'NOT_FOR_THIS_ROLE');
  const contragentId = assertDirectsRegistered(caller);
  const [structure] = await db.select().from(contragents).where(eq(contragents.id, contragentId));
  const [lawyer] = await db
    .select({ id: lawyers.id, personId: lawyers.personId, employer: employments.contragentId })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .leftJoin(employments, currentEmploymentOf(lawyers.id))
    .where(eq(persons.pinfl, input.lawyerPinfl));
  if (!lawyer) throw rule('contractLawyerNotFound', 'lawyerPinfl');
  if (lawyer.employer === contragentId) throw rule('contractWithOwnLawyer', 'lawyerPinfl');
  const content = contractSigningContent({ structureInn: structure!.stir ?? '', ...input });
  const verified = await checkDocumentSignature(deps.config, submission, {
    type: 'CONTRACT',
    id: 0,
    content,
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(structureContracts)
      .values({
        contragentId,
        lawyerId: lawyer.id,
        ...input,
        status: 'SEND',
        sentByPersonId: caller.personId,
      })
      .returning();
    const signatureId = await storeDocumentSignature(
      tx,
      { ...verified, input: { ...verified.input, document: { type: 'CONTRACT', id: row!.id } } },
      content,
    );
    await tx
      .update(structureContracts)
      .set({ directorSignatureId: signatureId })
      .where(eq(structureContracts.id, row!.id));
    await recordCreation(tx, 'contract', { id: row!.id, status: 'SEND', actor: actorOf(caller) });
    await notify(
      tx,
      contractNotice(lawyer.personId, 'CONTRACT_SENT', row!.id, {
        structure: structure!.name,
        number: input.number,
      }),
    );
    return row!.id;
  });
}

/**
 * getInfo/contractConfirm: the lawyer signs and confirms; they must not be employed elsewhere (their
 * lawyer row is locked, so two contracts confirmed at once leave one employment). Two confirmations of
 * one contract: the second finds it CONFIRM and is refused (409).
 */
export async function confirmContract(
  deps: Deps,
  caller: LegalAidCaller,
  id: number,
  submission: SignatureSubmission,
) {
  const lock = (tx: Transaction) => lockVisible(tx, contractStepPolicy, caller, structureContracts, id);
  await signLockedDocument(
    deps,
    { type: 'CONTRACT', id, lock, content: signingContentOf },
    submission,
    async (tx, { row, storeSignature }) => {
      const { structure, lawyerName } = await partiesOf(tx, row);
      await transition(tx, 'contract', {
        ...stepBy(caller, id, 'CONFIRM'),
        set: async () => {
          await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, row.lawyerId)).for('update');
          const [current] = await tx.select().from(employments).where(currentEmploymentOf(row.lawyerId));
          if (current) throw rule('lawyerEmployedElsewhere');
          const signatureId = await storeSignature();
          const today = tashkentToday(deps.clock.now());
          const [job] = await tx
            .insert(employments)
            .values({ lawyerId: row.lawyerId, contragentId: row.contragentId, startDate: today })
            .returning({ id: employments.id });
          const issued = await registerIssuedDocument(tx, {
            kind: 'CONTRACT',
            number: row.number,
            issuedOn: row.contractDate,
            validUntil: contractEnd(row),
            holderName: lawyerName,
            issuer: issuerNamed(structure.name),
            facts: [
              { key: 'holder', value: lawyerName },
              { key: 'structure', value: structure.name },
            ],
            sourceType: 'structure_contracts',
            sourceId: row.id,
          });
          return { lawyerSignatureId: signatureId, employmentId: job!.id, publicId: issued.publicId };
        },
        notifications: () =>
          contractNotice(structure.directorPersonId, 'CONTRACT_CONFIRMED', id, {
            lawyer: lawyerName,
            number: row.number,
          }),
      });
    },
  );
}

/** The last day of a contract's period. */
export function contractEnd(row: { contractDate: string; periodMonths: number }): string {
  const d = new Date(`${row.contractDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + row.periodMonths);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** getInfo/contractRefuse: the lawyer refuses a sent contract, with a reason. */
export async function refuseContract(db: Database, caller: LegalAidCaller, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, contractStepPolicy, caller, structureContracts, id);
    const { structure, lawyerName } = await partiesOf(tx, row);
    await transition(tx, 'contract', {
      ...stepBy(caller, id, 'CANCEL_BY_LAWYER'),
      comment: reason,
      set: { cancelReason: reason },
      notifications: () =>
        contractNotice(structure.directorPersonId, 'CONTRACT_REFUSED', id, {
          lawyer: lawyerName,
          number: row.number,
        }),
    });
  });
}

/**
 * getInfo/cancelContractLegalAid: the director cancels a contract; a confirmed one is the dismissal: the
 * employment ends today and the contract's public check says it was revoked, with the reason.
 */
export const cancelContract = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, reason: string, now: Date) => {
    const row = await lockVisible(tx, contractStepPolicy, caller, structureContracts, id);
    const { structure, lawyerPersonId } = await partiesOf(tx, row);
    await transition(tx, 'contract', {
      ...stepBy(caller, id, 'CANCEL_BY_DIRECTOR'),
      comment: reason,
      set: async (current) => {
        if (current.status === 'CONFIRM' && current.employmentId !== null) {
          await tx
            .update(employments)
            .set({ endDate: tashkentToday(now) })
            .where(and(eq(employments.id, current.employmentId), isNull(employments.endDate)));
          await revokeIssuedDocuments(
            tx,
            { sourceType: 'structure_contracts', sourceId: id, kind: 'CONTRACT' },
            reason,
            now,
          );
        }
        return { cancelReason: reason };
      },
      notifications: () =>
        contractNotice(lawyerPersonId, 'CONTRACT_CANCELLED', id, {
          structure: structure.name,
          number: row.number,
          reason,
        }),
    });
  },
);

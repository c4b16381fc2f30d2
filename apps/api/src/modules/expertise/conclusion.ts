/**
 * The conclusion: the assigned expert writes its findings when sending it for agreement (work.ts); the
 * head of department agrees by signing it with their e-signature and sending it (ON_AGREEMENT -> SENT).
 * The signature is checked through the verification server outside the transaction; then, in one
 * transaction, the request is read again under its lock (changed meanwhile: 409), the signature stored,
 * the conclusion numbered (`EX<organization>-<year>/<6 digits>`, one sequence per organization and year),
 * registered for its public QR check (kind EXPERTISE_CONCLUSION) and the lawyer told. A refused signature
 * changes nothing.
 */
import { formatOrderNumber, orderNumberYear, tashkentToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import {
  expertiseOrganizations,
  expertiseRequests,
  expertiseResearchTypes,
  lawyers,
  persons,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { ModuleDeps } from '../../http/types';
import { lockVisible } from '../../kit/lock';
import { nextInSequence } from '../../kit/numbering';
import { fullNameOf } from '../../people/person-row';
import { transition } from '../../workflow/transition';
import { registerIssuedDocument } from '../issued-documents';
import { type SignatureSubmission, signLockedDocument } from '../legal-aid';
import type { ExpertiseCaller } from './caller';
import { staffExpertisePolicy } from './policy';
import { type ExpertiseRow, stepActor, toLawyer } from './shared';

/** The issued-documents kind of a conclusion. */
export const CONCLUSION_KIND = 'EXPERTISE_CONCLUSION';

/**
 * What the head of department signs: the request, the questions put and the expert's findings. The number
 * is not in it: it is given at signing.
 */
export function conclusionSigningContent(row: ExpertiseRow) {
  return {
    document: CONCLUSION_KIND,
    id: row.id,
    orderId: row.orderId,
    eoNumber: row.eoNumber,
    organizationId: row.organizationId,
    researchTypeId: row.researchTypeId,
    expertPersonId: row.expertPersonId,
    questions: row.questions,
    conclusion: row.conclusionText,
  };
}

const fourLanguages = (r: { nameLt: string; nameUz: string | null; nameRu: string; nameEng: string }) => ({
  lt: r.nameLt,
  uz: r.nameUz,
  ru: r.nameRu,
  eng: r.nameEng,
});

async function registerConclusion(tx: Transaction, row: ExpertiseRow, number: string, today: string) {
  const [names] = await tx
    .select({ organization: expertiseOrganizations, researchType: expertiseResearchTypes, lawyer: persons })
    .from(expertiseRequests)
    .innerJoin(expertiseOrganizations, eq(expertiseOrganizations.id, expertiseRequests.organizationId))
    .innerJoin(expertiseResearchTypes, eq(expertiseResearchTypes.id, expertiseRequests.researchTypeId))
    .innerJoin(lawyers, eq(lawyers.id, expertiseRequests.lawyerId))
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(expertiseRequests.id, row.id));
  return registerIssuedDocument(tx, {
    kind: CONCLUSION_KIND,
    number,
    issuedOn: today,
    holderName: fullNameOf(names!.lawyer),
    issuer: fourLanguages(names!.organization),
    facts: [
      { key: 'expertise', value: `№ ${row.id}` },
      { key: 'researchType', value: fourLanguages(names!.researchType) },
      ...(row.eoNumber ? [{ key: 'order', value: row.eoNumber }] : []),
    ],
    sourceType: 'expertise_requests',
    sourceId: row.id,
  });
}

/** expertise/conclusion/sign: the head of department signs the conclusion and sends it (SENT). */
export async function signConclusion(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'clock'>,
  caller: ExpertiseCaller,
  id: number,
  submission: SignatureSubmission,
): Promise<void> {
  const lockSignable = async (tx: Transaction) => {
    const row = await lockVisible(tx, staffExpertisePolicy, caller, expertiseRequests, id);
    staffExpertisePolicy.authorize(caller, 'sendConclusion', row);
    return row;
  };
  await signLockedDocument(
    deps,
    { type: CONCLUSION_KIND, id, lock: lockSignable, content: (_tx, row) => conclusionSigningContent(row) },
    submission,
    async (tx, { row, storeSignature }) => {
      const now = deps.clock.now();
      await transition(tx, 'expertise', {
        id,
        event: 'SEND_CONCLUSION',
        actor: stepActor(caller),
        set: async () => {
          const signatureId = await storeSignature();
          const year = orderNumberYear(now);
          const sequence = await nextInSequence(tx, `X:${row.organizationId}`, year);
          const number = `EX${row.organizationId}-${formatOrderNumber(year, sequence)}`;
          const issued = await registerConclusion(tx, row, number, tashkentToday(now));
          return {
            conclusionNumber: number,
            conclusionSignatureId: signatureId,
            conclusionDocumentId: issued.id,
          };
        },
        notifications: (next) => toLawyer(next, 'SEND_CONCLUSION', { number: next.conclusionNumber ?? '' }),
      });
    },
  );
}

/**
 * Creating an appeal of either kind (decisions.md "Appeal for pro bono help", "Appeal for state-funded
 * legal aid"): the registers first (register-checks.ts), then one transaction with its file.
 */
import type { AppealCreateFields } from '@portal/contracts';
import { countWords, mayCreate, type Workflow } from '@portal/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { firstId } from '../../db/rows';
import {
  appealRegions,
  appeals,
  applicationFields,
  contragents,
  lawyers,
  notifications,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { saveDocument, transactionWithFiles } from '../../storage';
import { recordCreation } from '../../workflow/transition';
import type { AppealCaller } from './caller';
import { type AppealRow, workflowOf } from './policy';
import { proBonoFacts, type RegisterFacts, stateFundedFacts } from './register-checks';
import { type AppealDeps, type AppealUpload, businessRule } from './shared';

/**
 * The lawyers and directors of the regions get a notification of a new appeal: one INSERT … SELECT, so a
 * region of thousands of lawyers costs one statement. The author is left out.
 */
async function notifyRegions(tx: Transaction, row: AppealRow, regionIds: number[]) {
  const recipients = sql`(
    select ${lawyers.personId} as person_id from ${lawyers}
      where ${and(inArray(lawyers.regionId, regionIds), eq(lawyers.status, 'ACTIVE'))}
    union
    select ${contragents.directorPersonId} from ${contragents}
      where ${and(
        inArray(contragents.regionId, regionIds),
        isNotNull(contragents.directorPersonId),
        eq(contragents.archived, false),
      )}
  )`;
  await tx.execute(sql`
    insert into ${notifications} (recipient_person_id, kind, entity_type, entity_id, text_key, params)
    select r.person_id, 'APPEAL_SENT', 'appeal', ${row.id}, 'appeals:notification.APPEAL_SENT',
      ${JSON.stringify({ id: row.id })}::jsonb
    from ${recipients} r where r.person_id <> ${row.authorPersonId}`);
}

/**
 * Creates an appeal of either kind. Refused (nothing stored): a role that may not write appeals, a field
 * that does not exist, a passport not the author's, a disability the register does not confirm, a file
 * that is not a PDF or an image or too large. A state-funded appeal whose author the social protection
 * register does not hold is stored REJECTED at once, with that reason.
 */
export async function createAppeal(
  deps: AppealDeps,
  caller: AppealCaller,
  input: {
    kind: AppealRow['kind'];
    fields: Omit<AppealCreateFields, 'passportSerialNumber'> & { passportSerialNumber?: string };
    file: AppealUpload | null;
    requestId?: string;
  },
): Promise<AppealRow> {
  const { name, workflow } = workflowOf(input.kind);
  if (!mayCreate(workflow as Workflow<string, string>, 'SEND', caller.role))
    throw businessRule('errors:business.noPermissionAppeal');
  const field = await firstId(deps.db, applicationFields, eq(applicationFields.id, input.fields.fieldId));
  if (!field)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.wrongData', field: 'fieldId' });
  const facts: RegisterFacts =
    input.kind === 'PRO_BONO'
      ? await proBonoFacts(deps, caller, input.fields.passportSerialNumber ?? '', input.requestId)
      : await stateFundedFacts(deps, caller, input.requestId);
  const { regionIds, brief, content } = input.fields;

  return transactionWithFiles(deps.db, deps.storage, async (tx, files) => {
    const file = input.file?.content.length
      ? await saveDocument(files, input.file, caller.personId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE')
            throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
              messageKey: 'appeals:error.fileType',
              field: 'file',
            });
          throw error;
        })
      : null;
    const [row] = await tx
      .insert(appeals)
      .values({
        kind: input.kind,
        status: facts.status,
        authorPersonId: caller.personId,
        fieldId: input.fields.fieldId,
        brief,
        content,
        wordCount: countWords(content),
        consentAt: deps.clock.now(),
        fileId: file?.id ?? null,
        disabilityGroup: facts.disabilityGroup ?? null,
        disabilityValidUntil: facts.disabilityValidUntil ?? null,
        socialProgramme: facts.socialProgramme ?? null,
        socialSince: facts.socialSince ?? null,
        rejectReason: facts.status === 'REJECTED' ? 'NOT_IN_SOCIAL_REGISTER' : null,
      })
      .returning();
    await tx.insert(appealRegions).values(regionIds.map((regionId) => ({ appealId: row!.id, regionId })));
    await recordCreation(tx, name, {
      id: row!.id,
      status: facts.status,
      actor: { role: caller.role, personId: caller.personId },
      comment: facts.status === 'REJECTED' ? 'NOT_IN_SOCIAL_REGISTER' : null,
    });
    if (facts.status === 'SEND') await notifyRegions(tx, row!, regionIds);
    return row!;
  });
}

/**
 * The template changes: a director writes their structure's templates, a chamber its shared ones; each
 * change in one transaction, the row locked and checked against the policy. A body with an unknown
 * placeholder (or braces left open) is refused naming it (packages/domain `templateFaults`).
 */
import { templateFaults } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { docTemplates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { lockVisible } from '../../kit/lock';
import type { LegalAidCaller } from '../legal-aid';
import { requireTemplateOwner, templatePolicy } from './policy';
import { insertId } from '../../db/rows';

interface TemplateInput {
  name: string;
  body: string;
}

function checkBody(body: string): void {
  const faults = templateFaults(body);
  if (faults.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'letters:template.error.unknownField',
      params: { fields: faults.join(', ') },
      field: 'body',
    });
}

const locked = (tx: Transaction, caller: LegalAidCaller, id: number) =>
  lockVisible(tx, templatePolicy, caller, docTemplates, id);

export async function createTemplate(db: Database, caller: LegalAidCaller, input: TemplateInput, at: Date) {
  const owner = requireTemplateOwner(caller);
  checkBody(input.body);
  return insertId(db, docTemplates, {
    name: input.name,
    body: input.body,
    contragentId: owner.kind === 'STRUCTURE' ? owner.contragentId : null,
    regionId: owner.kind === 'CHAMBER' ? owner.regionId : null,
    shared: owner.kind === 'CHAMBER',
    authorPersonId: caller.personId,
    createdAt: at,
    updatedAt: at,
  });
}

export async function updateTemplate(
  db: Database,
  caller: LegalAidCaller,
  input: TemplateInput & { id: number },
  at: Date,
) {
  checkBody(input.body);
  await db.transaction(async (tx) => {
    const row = await locked(tx, caller, input.id);
    templatePolicy.authorize(caller, 'edit', row);
    await tx
      .update(docTemplates)
      .set({ name: input.name, body: input.body, updatedAt: at })
      .where(eq(docTemplates.id, row.id));
  });
}

export async function deleteTemplate(db: Database, caller: LegalAidCaller, id: number) {
  await db.transaction(async (tx) => {
    const row = await locked(tx, caller, id);
    templatePolicy.authorize(caller, 'delete', row);
    await tx.delete(docTemplates).where(eq(docTemplates.id, row.id));
  });
}

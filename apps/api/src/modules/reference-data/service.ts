/**
 * The registers' changes, one transaction each, each written to the value's history (who, when, every
 * field from and to): add a value (never to a fixed list; its code unique in its list, case aside), update
 * its names and fields (the code never changes: records and the portal's rules name it), deactivate it
 * (offered no more; records keep it and its names) and activate it again.
 */
import {
  type ReferenceListId,
  type ReferenceValueCreateBody,
  type ReferenceValueUpdateBody,
  REFERENCE_FIELD_KEY,
  referenceList,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { recordAdminAction } from '../admin';
import type { AuthContext } from '../auth';
import { authorizeAdd, referenceValuePolicy } from './policy';
import { targetOf, type ValueRow, valueRow, valueView } from './read';
import { inList, listTable } from './tables';

type Values = Omit<ReferenceValueUpdateBody, 'nameUz'> & { nameUz?: string | null };
type FieldKey = (typeof REFERENCE_FIELD_KEY)[keyof typeof REFERENCE_FIELD_KEY];

/** The names and the declared fields of `body` as stored (a required field missing is refused). */
async function storedValues(tx: Transaction, list: ReferenceListId, body: Values, id?: number) {
  const values: Record<string, string | number | null> = {
    nameLt: body.nameLt,
    nameUz: body.nameUz ?? null,
    nameRu: body.nameRu,
    nameEng: body.nameEng,
  };
  for (const field of referenceList(list).fields) {
    const key: FieldKey = REFERENCE_FIELD_KEY[field.kind];
    const value = (body[key] as number | null | undefined) ?? null;
    if (value === null && field.required)
      throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.fieldMandatory', field: key });
    if (field.kind === 'parent' && value !== null) await checkParent(tx, list, value, id);
    values[key] = value;
  }
  return values;
}

/** A parent is a value of the same list, and no value is its own ancestor. */
async function checkParent(tx: Transaction, list: ReferenceListId, parentId: number, id?: number) {
  const refuse = () =>
    new AppError('VALIDATION_FAILED', { messageKey: 'errors:referenceData.wrongParent', field: 'parentId' });
  for (let at: number | null = parentId, depth = 0; at !== null; depth++) {
    if (at === id || depth > 50) throw refuse();
    const row: ValueRow | null = await valueRow(tx, list, at).catch(() => null);
    if (!row) throw refuse();
    at = row.parentId;
  }
}

/** What changed between the stored row and the new values: each field from and to. */
function changesOf(before: Partial<Record<string, unknown>>, after: Record<string, unknown>) {
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return Object.keys(after)
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({ field, from: text(before[field]), to: text(after[field]) }));
}

function record(
  tx: Transaction,
  actor: AuthContext,
  list: ReferenceListId,
  id: number,
  action: string,
  changes: ReturnType<typeof changesOf>,
) {
  return recordAdminAction(tx, {
    actorPersonId: actor.personId,
    action,
    targetType: 'REFERENCE_VALUE',
    targetId: targetOf(list, id),
    details: { changes },
  });
}

export function addValue(
  db: Database,
  actor: AuthContext,
  list: ReferenceListId,
  body: ReferenceValueCreateBody,
) {
  return db.transaction(async (tx) => {
    authorizeAdd(referenceList(list).fixed);
    const t = listTable(list);
    const code = body.code.trim();
    // one add at a time per list, so two adds of one code cannot both pass the check
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference:${list}`}))`);
    const [taken] = await tx
      .select({ id: t.id })
      .from(t.table)
      .where(inList(t, sql`lower(${t.code}) = lower(${code})`));
    if (taken)
      throw new AppError('CONFLICT', {
        messageKey: 'errors:referenceData.codeTaken',
        field: 'code',
        params: { code },
      });
    const values = await storedValues(tx, list, body as Values);
    const [added] = await tx
      .insert(t.table)
      .values({ ...t.scope?.values, [t.codeKey]: code, ...values } as never)
      .returning({ id: t.id });
    const id = added!.id as number;
    await record(tx, actor, list, id, 'ADDED', changesOf({}, { code, ...values }));
    return valueView(tx, actor, list, id);
  });
}

/**
 * One step on value `id` of `list`, in one transaction: the value locked, the policy's `action` allowed,
 * `change(set)` computing what to write (its history line, or null when nothing changes), the row and the
 * history written, and the value answered as it is now.
 */
function valueStep(
  db: Database,
  actor: AuthContext,
  list: ReferenceListId,
  id: number,
  action: 'update' | 'activate' | 'deactivate',
  change: (
    tx: Transaction,
    row: ValueRow,
  ) => Promise<{ set: Record<string, unknown>; what: string; changes: ReturnType<typeof changesOf> } | null>,
) {
  return db.transaction(async (tx) => {
    const t = listTable(list);
    const row = await valueRow(tx, list, id, true);
    referenceValuePolicy.authorize(actor, action, { fixed: referenceList(list).fixed, active: row.active });
    const step = await change(tx, row);
    if (step) {
      await tx
        .update(t.table)
        .set(step.set as never)
        .where(eq(t.id, id));
      await record(tx, actor, list, id, step.what, step.changes);
    }
    return valueView(tx, actor, list, id);
  });
}

export function updateValue(
  db: Database,
  actor: AuthContext,
  list: ReferenceListId,
  id: number,
  body: ReferenceValueUpdateBody,
) {
  return valueStep(db, actor, list, id, 'update', async (tx, row) => {
    const values = await storedValues(tx, list, body as Values, id);
    const changes = changesOf(row, values);
    return changes.length > 0 ? { set: values, what: 'UPDATED', changes } : null;
  });
}

/** Deactivates (`active` false) or activates a value. */
export function setValueActive(
  db: Database,
  actor: AuthContext,
  list: ReferenceListId,
  id: number,
  active: boolean,
) {
  return valueStep(db, actor, list, id, active ? 'activate' : 'deactivate', async (_tx, row) => ({
    set: { active },
    what: active ? 'ACTIVATED' : 'DEACTIVATED',
    changes: [{ field: 'active', from: String(row.active), to: String(active) }],
  }));
}

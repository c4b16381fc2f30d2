/**
 * What the appeal use cases share (one file each: create.ts, accept.ts, complete.ts, cancel.ts,
 * opening.ts): what a change needs, the attachment, the refusals, and the appeal locked under its policy.
 * Every change is one transaction, every status change through the appeal workflows
 * (workflow/transition.ts: row lock, history row, notifications).
 */
import { eq } from 'drizzle-orm';
import { appealRegions, appeals } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../http/multipart';
import { lockVisible } from '../../kit/lock';
import { notices } from '../notifications';
import type { AppealCaller } from './caller';
import { appealPolicy } from './policy';
import type { ModuleDeps } from '../../http/types';

/** The request's clock (plugins/request-clock.ts) gives consent, acceptance, completion and cancel times. */
export type AppealDeps = Pick<ModuleDeps, 'db' | 'storage' | 'adapters' | 'clock'>;

/** What a status change of an appeal needs: the database and the clock. */
export type ChangeDeps = Pick<ModuleDeps, 'db' | 'clock'>;
export const appealNotice = notices('appeals', 'appeal');

/** An uploaded attachment with the limit it was read under. */
export interface AppealUpload extends UploadedFile {
  maxBytes: number;
}

export const businessRule = (messageKey: string, field?: string) =>
  new AppError('BUSINESS_RULE', { messageKey, ...(field ? { field } : {}) });

export async function regionIdsOf(tx: Transaction, id: number) {
  const regions = await tx
    .select({ id: appealRegions.regionId })
    .from(appealRegions)
    .where(eq(appealRegions.appealId, id));
  return regions.map((r) => r.id);
}

/** The appeal with its regions, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockedAppeal(tx: Transaction, caller: AppealCaller, id: number) {
  const row = await lockVisible(tx, appealPolicy, caller, appeals, id);
  return { row, regionIds: await regionIdsOf(tx, id) };
}

export const taken = () => new AppError('CONFLICT', { messageKey: 'appeals:error.taken' });

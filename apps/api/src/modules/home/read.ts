/**
 * The cabinet's home page (account/home): what awaits the signed-in person, asked of each line their
 * sections declare (packages/contracts `pendingLinesFor`) and counted beside each section's policy
 * (src/pending.ts). Lines with nothing pending are left out.
 */
import { type CabinetHome, pendingLinesFor } from '@portal/contracts';
import type { ModuleDeps } from '../../http/types';
import { PENDING_COUNTERS } from '../../pending';
import type { AuthContext } from '../auth';
import { legalAidCaller } from '../legal-aid';

export async function cabinetHome(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  auth: AuthContext,
): Promise<CabinetHome> {
  const caller = await legalAidCaller(deps.db, auth);
  const lines = pendingLinesFor(auth.role, caller.grants);
  const answers = await Promise.all(lines.map((line) => PENDING_COUNTERS[line.id](deps, caller)));
  return {
    pending: lines.map((line, i) => ({ id: line.id, ...answers[i]! })).filter((line) => line.count > 0),
  };
}

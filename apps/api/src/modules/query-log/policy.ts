/**
 * Who reads which lines of the query log (apps/api/src/http/policy.ts): a holder of `queryLog.viewAll`
 * (ADMIN) every line; anyone else with `queryLog.viewOwn` their own: what they did, every attempt to sign
 * in as them, and every read of their appeals by others. The log is append-only: nobody may change a line.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { queryLog } from '../../db/schema';
import { definePolicy, type Visible } from '../../http/policy';
import type { GrantedActor } from '../permissions';

export const queryLogPolicy = definePolicy({
  findVisible(actor: GrantedActor): Visible {
    if (actor.grants.has('queryLog.viewAll')) return undefined;
    if (!actor.grants.has('queryLog.viewOwn')) return null;
    return or(
      eq(queryLog.actorPersonId, actor.personId),
      and(eq(queryLog.subjectPinfl, actor.pinfl), inArray(queryLog.action, ['SIGN_IN', 'APPEAL_READ'])),
    )!;
  },
  can: () => ({}),
});

/**
 * A pg client runs one statement at a time; a second `query()` while one runs is queued, a pattern pg
 * deprecates and its next major version removes. Inside a transaction every statement goes to the one
 * client, so a `Promise.all` of a transaction's queries is such a case. In the tests the second call
 * fails at once, at the place that made it.
 */
import pg from 'pg';

type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean };

const guarded = Symbol.for('portal.oneQueryAtATime');
const query = pg.Client.prototype.query as typeof pg.Client.prototype.query & { [guarded]?: true };
// Test files share a worker's modules: the guard is put on once.
if (!query[guarded]) {
  pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
    if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0))
      throw new Error('A second statement on a pg client that is still running one: await one at a time');
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  (pg.Client.prototype.query as typeof query)[guarded] = true;
}

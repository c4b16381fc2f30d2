/**
 * What each checklist read call answers, in the caller's scope (policy.ts) and language: one checklist,
 * the checklist of a request, the list, the counts, the instances a participation day can be at. Routes
 * call these; the SQL lives here and in read-model.ts.
 */
import type { ChecklistByRequest, ChecklistDto, Language } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { checklists, investigatorRequests, legalAidRates } from '../../db/schema';
import { nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import { requestRead, requestScope } from '../investigator-requests';
import type { LegalAidCaller } from '../legal-aid';
import { checklistPolicy } from './policy';
import { checklistInfo, checklistRead } from './read-model';

const NO_INFO = {
  total: 0,
  byStatus: { CREATED: 0, SIGNED: 0, FOR_AGREED: 0, AGREED: 0, FINISHED: 0, CANCELLED: 0 },
  awaitingMe: 0,
  finishedFeeTiyin: 0,
};

export function checklistViews(db: Database, clock: Clock) {
  /** The checklist as the caller sees it (404 when not theirs to see, exactly as a missing one). */
  function dto(caller: LegalAidCaller, lang: Language, id: number): Promise<ChecklistDto> {
    return checklistRead.view(db, { caller, lang }, id, checklistPolicy.findVisible(caller));
  }

  return {
    dto,

    async rates(lang: Language) {
      const rows = await db.select().from(legalAidRates).orderBy(asc(legalAidRates.id));
      return {
        total: rows.length,
        list: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: nameIn(r, lang),
          amountTiyin: r.amountTiyin,
        })),
      };
    },

    /** The checklist of a request the caller may see: its status, and whether they may create one. */
    async ofRequest(caller: LegalAidCaller, lang: Language, requestId: number): Promise<ChecklistByRequest> {
      const ctx = { caller, lang, now: clock.now() };
      const item = await requestRead.item(db, ctx, requestId, requestScope(caller));
      const [own] = await db
        .select({ id: checklists.id })
        .from(checklists)
        .innerJoin(investigatorRequests, eq(investigatorRequests.id, checklists.requestId))
        .where(eq(checklists.requestId, item.id));
      const found = own ? await dto(caller, lang, own.id).catch(() => null) : null;
      return {
        requestId: item.id,
        status: found?.status ?? (own ? item.checklistStatus : ('NOT_CREATED' as const)),
        checklist: found,
        can: { create: item.can.createChecklist },
      };
    },

    async list(
      caller: LegalAidCaller,
      lang: Language,
      query: { status?: (typeof checklists.$inferSelect)['status']; page: number; limit: number },
    ) {
      const status = query.status ? eq(checklists.status, query.status) : undefined;
      return checklistRead.list(
        db,
        { caller, lang },
        withinVisible(checklistPolicy.findVisible(caller), status),
        query,
      );
    },

    async info(caller: LegalAidCaller) {
      const scope = checklistPolicy.findVisible(caller);
      return scope === null ? NO_INFO : checklistInfo(db, caller, scope);
    },
  };
}

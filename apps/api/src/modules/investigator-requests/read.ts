/**
 * The read calls of investigator requests (read-model.ts holds the queries beneath them).
 */
import type {
  Language,
  LawyerForSendItem,
  OrgRequestDto,
  OrgRequestItem,
  OrgRequestListQuery,
} from '@portal/contracts';
import { drawWeight } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { contragents, files, investigatorRequests, lawyers, persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { withinVisible } from '../../http/policy';
import { type LegalAidCaller } from '../legal-aid';
import { gatherCandidates } from './draw';
import { fullNameOf } from '../../people/person-row';
import { ownInvestigatorRequests, requestPolicy } from './policy';

import { requestFilters, requestRead } from './read-model';
import { withCurrentStructure } from '../../people/lawyers';

type ListQuery = Partial<OrgRequestListQuery> & { pnfl?: string; page: number; limit: number };

/**
 * The request read calls of one database, always inside what the policy lets the caller see (a request
 * outside it answers 404, like one that does not exist). Routes call these and nothing else.
 */
export function requestViews(db: Database, clock: Clock) {
  return {
    /** Every request the caller sees, by the list filters. */
    visible: (caller: LegalAidCaller, lang: Language, q: ListQuery) => {
      const where = withinVisible(requestPolicy.findVisible(caller), requestFilters(q));
      return requestRead.list(db, { caller, lang, now: clock.now() }, where, q);
    },

    /** The investigator's own requests. */
    own: (caller: LegalAidCaller, lang: Language, q: ListQuery) =>
      requestRead.list(
        db,
        { caller, lang, now: clock.now() },
        and(ownInvestigatorRequests(caller), requestFilters(q)),
        q,
      ),

    item: (caller: LegalAidCaller, lang: Language, id: number): Promise<OrgRequestItem> =>
      requestRead.item(db, { caller, lang, now: clock.now() }, id, requestPolicy.findVisible(caller)),

    dto: (caller: LegalAidCaller, lang: Language, id: number): Promise<OrgRequestDto> =>
      requestRead.view(db, { caller, lang, now: clock.now() }, id, requestPolicy.findVisible(caller)),

    /** The stored file of a request the caller sees: its document (REQUEST) or its closing one (CLOSE). */
    async file(caller: LegalAidCaller, id: number, kind: 'REQUEST' | 'CLOSE') {
      const where = withinVisible(requestPolicy.findVisible(caller), eq(investigatorRequests.id, id));
      const [row] =
        where === null
          ? []
          : await db
              .select({ fileId: investigatorRequests.fileId, closeFileId: investigatorRequests.closeFileId })
              .from(investigatorRequests)
              .where(where);
      const fileId = kind === 'CLOSE' ? row?.closeFileId : row?.fileId;
      if (!fileId) throw new AppError('NOT_FOUND');
      const [file] = await db.select().from(files).where(eq(files.id, fileId));
      return file;
    },

    /** The duty lawyers a request for this region, language and day would be drawn among at `now`. */
    async lawyersForSend(q: {
      regionId: number;
      languageId: number;
      date: string;
    }): Promise<{ list: LawyerForSendItem[]; total: number }> {
      const candidates = await gatherCandidates(db, {
        regionId: q.regionId,
        dutyDate: q.date,
        languageId: q.languageId,
        excluded: [],
        now: clock.now(),
      });
      if (candidates.length === 0) return { list: [], total: 0 };
      const people = await withCurrentStructure(
        db
          .select({
            id: lawyers.id,
            certificateNumber: lawyers.certificateNumber,
            person: persons,
            contragentName: contragents.name,
          })
          .from(lawyers)
          .innerJoin(persons, eq(persons.id, lawyers.personId))
          .$dynamic(),
      ).where(
        inArray(
          lawyers.id,
          candidates.map((x) => x.lawyerId),
        ),
      );
      const byId = new Map(people.map((p) => [p.id, p]));
      const total = candidates.reduce((sum, x) => sum + drawWeight(x.acceptedThisMonth), 0);
      return {
        total: candidates.length,
        list: candidates.map((x) => {
          const p = byId.get(x.lawyerId)!;
          const weight = drawWeight(x.acceptedThisMonth);
          return {
            lawyerId: x.lawyerId,
            fullName: fullNameOf(p.person),
            certificateNumber: p.certificateNumber,
            contragentName: p.contragentName,
            acceptedThisMonth: x.acceptedThisMonth,
            weight,
            chancePercent: Math.round((weight / total) * 1000) / 10,
          };
        }),
      };
    },
  };
}

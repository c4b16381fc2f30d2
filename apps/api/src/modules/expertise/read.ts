/**
 * What each expertise read call answers, in the caller's scope (policy.ts) and language: the manuals, the
 * lawyer's own list and an order's requests, the body's queue, one request, its invoice, its files.
 */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { tashkentToday } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  expertiseActions,
  expertiseDepartments,
  expertiseEnterpriseTypes,
  expertiseFiles,
  expertiseOrganizations,
  expertiseResearchTypes,
  files,
  regions,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { namedIn, nameIn } from '../../http/localize';
import { withinVisible } from '../../http/policy';
import type { ExpertiseCaller } from './caller';
import { expertisePolicy, ownExpertise, queuedExpertise } from './policy';
import { expertiseFilters, expertiseRead } from './read-model';
import { expertiseRequests } from '../../db/schema';

export function expertiseViews(db: Database, clock: Clock) {
  const ctx = (caller: ExpertiseCaller, lang: Language) => ({
    caller,
    lang,
    today: tashkentToday(clock.now()),
  });
  const named = (
    row: { id: number; code: string | null } & Parameters<typeof nameIn>[0],
    lang: Language,
  ) => ({
    id: row.id,
    code: row.code,
    name: nameIn(row, lang),
  });

  return {
    async organizations(lang: Language): Promise<{ list: c.ExpertiseOrganization[] }> {
      const rows = await db
        .select({ o: expertiseOrganizations, type: expertiseEnterpriseTypes, region: regions })
        .from(expertiseOrganizations)
        .innerJoin(
          expertiseEnterpriseTypes,
          eq(expertiseEnterpriseTypes.id, expertiseOrganizations.enterpriseTypeId),
        )
        .leftJoin(regions, eq(regions.id, expertiseOrganizations.regionId))
        .where(eq(expertiseOrganizations.active, true))
        .orderBy(asc(expertiseOrganizations.id));
      return {
        list: rows.map(({ o, type, region }) => ({
          ...named(o, lang),
          enterpriseType: namedIn(type, lang),
          region: region ? namedIn(region, lang) : null,
          parentId: o.parentId,
        })),
      };
    },
    async enterpriseTypes(lang: Language) {
      const rows = await db.select().from(expertiseEnterpriseTypes).orderBy(asc(expertiseEnterpriseTypes.id));
      return { list: rows.map((r) => named(r, lang)) };
    },
    async departments(lang: Language) {
      const rows = await db.select().from(expertiseDepartments).orderBy(asc(expertiseDepartments.id));
      return { list: rows.map((r) => named(r, lang)) };
    },
    async researchTypes(lang: Language): Promise<{ list: c.ExpertiseResearchType[] }> {
      const rows = await db
        .select({ t: expertiseResearchTypes, d: expertiseDepartments })
        .from(expertiseResearchTypes)
        .innerJoin(expertiseDepartments, eq(expertiseDepartments.id, expertiseResearchTypes.departmentId))
        .where(eq(expertiseResearchTypes.active, true))
        .orderBy(asc(expertiseResearchTypes.id));
      return {
        list: rows.map(({ t, d }) => ({
          ...named(t, lang),
          department: namedIn(d, lang),
          deadlineDays: t.deadlineDays,
        })),
      };
    },
    async actionsByResearch(lang: Language, researchTypeId: number): Promise<{ list: c.ExpertiseAction[] }> {
      const rows = await db
        .select()
        .from(expertiseActions)
        .where(and(eq(expertiseActions.researchTypeId, researchTypeId), eq(expertiseActions.active, true)))
        .orderBy(asc(expertiseActions.id));
      return {
        list: rows.map((a) => ({
          ...named(a, lang),
          researchTypeId: a.researchTypeId,
          priceTiyin: a.priceTiyin,
        })),
      };
    },
    own(
      caller: ExpertiseCaller,
      lang: Language,
      q: { page: number; size: number; status?: c.ExpertiseItem['status'] },
    ) {
      const c0 = ctx(caller, lang);
      return expertiseRead.list(db, c0, withinVisible(ownExpertise(caller), expertiseFilters(q, c0.today)), {
        page: q.page,
        limit: q.size,
      });
    },
    async byOrder(caller: ExpertiseCaller, lang: Language, orderId: number) {
      const { list } = await expertiseRead.list(
        db,
        ctx(caller, lang),
        withinVisible(ownExpertise(caller), eq(expertiseRequests.orderId, orderId)),
        { page: 0, limit: 100 },
      );
      return { list };
    },
    queue(
      caller: ExpertiseCaller,
      lang: Language,
      q: Parameters<typeof expertiseFilters>[0] & { page: number; size: number },
    ) {
      const c0 = ctx(caller, lang);
      return expertiseRead.list(
        db,
        c0,
        withinVisible(queuedExpertise(caller), expertiseFilters(q, c0.today)),
        {
          page: q.page,
          limit: q.size,
        },
      );
    },
    dto(caller: ExpertiseCaller, lang: Language, id: number): Promise<c.ExpertiseDto> {
      return expertiseRead.view(db, ctx(caller, lang), id, expertisePolicy.findVisible(caller));
    },
    async invoice(caller: ExpertiseCaller, lang: Language, id: number): Promise<c.ExpertiseInvoice> {
      const record = await this.dto(caller, lang, id);
      if (!record.invoice) throw new AppError('NOT_FOUND', { messageKey: 'expertise:error.noInvoice' });
      return record.invoice;
    },
    /** A material or petition file of a request the caller sees (404 otherwise). */
    async file(caller: ExpertiseCaller, id: number, fileId: string) {
      const scope = withinVisible(expertisePolicy.findVisible(caller), eq(expertiseRequests.id, id));
      if (scope === null) throw new AppError('NOT_FOUND');
      const [row] = await db
        .select({ f: files })
        .from(expertiseFiles)
        .innerJoin(expertiseRequests, eq(expertiseRequests.id, expertiseFiles.requestId))
        .innerJoin(files, eq(files.id, expertiseFiles.fileId))
        .where(and(scope, eq(expertiseFiles.fileId, fileId)));
      return row?.f;
    },
  };
}

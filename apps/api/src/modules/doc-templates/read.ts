/** The template reads: the caller's list (their structure's and the shared ones) and one template. */
import type { DocTemplateDto } from '@portal/contracts';
import { templateSources } from '@portal/domain';
import { asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, docTemplates, regions } from '../../db/schema';
import { containsPattern } from '../../db/search';
import { oneVisible } from '../../kit/visible';
import { withinVisible } from '../../http/policy';
import { REPUBLIC_CHAMBER_NAMES, regionalChamberName } from '../../people/chambers';
import type { LegalAidCaller } from '../legal-aid';
import { templateOwnerOf, templatePolicy } from './policy';

type TemplateRow = typeof docTemplates.$inferSelect;

export function templateViews(db: Database) {
  const base = (where: SQL | undefined) =>
    db
      .select({ t: docTemplates, structure: contragents.name, region: regions.nameLt })
      .from(docTemplates)
      .leftJoin(contragents, eq(contragents.id, docTemplates.contragentId))
      .leftJoin(regions, eq(regions.id, docTemplates.regionId))
      .where(where);

  function dto(
    caller: LegalAidCaller,
    r: { t: TemplateRow; structure: string | null; region: string | null },
  ): DocTemplateDto {
    return {
      id: r.t.id,
      name: r.t.name,
      body: r.t.body,
      shared: r.t.shared,
      // a shared template's keeper: its regional chamber, or the republic chamber
      ownerName: r.structure ?? (r.region ? regionalChamberName(r.region) : REPUBLIC_CHAMBER_NAMES.lt),
      sources: templateSources(r.t.body),
      updatedAt: r.t.updatedAt.toISOString(),
      can: templatePolicy.can(caller, r.t),
    };
  }

  const visible = (caller: LegalAidCaller, id: number) =>
    oneVisible(withinVisible(templatePolicy.findVisible(caller), eq(docTemplates.id, id)), base);

  return {
    visible,
    async dto(caller: LegalAidCaller, id: number) {
      return dto(caller, await visible(caller, id));
    },
    async list(caller: LegalAidCaller, query: { page: number; limit: number; search?: string | undefined }) {
      const where = withinVisible(
        templatePolicy.findVisible(caller),
        query.search ? ilike(docTemplates.name, containsPattern(query.search)) : undefined,
      );
      const canCreate = templateOwnerOf(caller) !== null;
      if (where === null) return { list: [], total: 0, canCreate };
      const [rows, [total]] = await Promise.all([
        base(where)
          // the caller's structure's first, then the shared ones, each by name
          .orderBy(asc(isNull(docTemplates.contragentId)), asc(docTemplates.name), desc(docTemplates.id))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(docTemplates).where(where),
      ]);
      return { list: rows.map((r) => dto(caller, r)), total: total!.n, canCreate };
    },
  };
}

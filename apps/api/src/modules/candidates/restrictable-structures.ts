/**
 * intern-restr/structures: the structures the restriction form offers (docs/domain.md "Interns"): a
 * regional chamber sees and picks only its region's, the republic chamber and ADMIN those of the region
 * they choose. Not archived; by name; at most 200, narrowed by a search on the name.
 */
import type { InternRestrictionStructuresDto, Language } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, regions } from '../../db/schema';
import { contragentSearchText, contragentSortText } from '../../db/schema/search-text';
import { searchFilter } from '../../db/search';
import { namedIn } from '../../http/localize';
import type { LegalAidCaller } from '../legal-aid';
import { restrictableRegionOf } from './policy';

const LIMIT = 200;

export async function restrictableStructures(
  db: Database,
  caller: LegalAidCaller,
  lang: Language,
  query: { regionId?: number | undefined; search?: string | undefined },
): Promise<InternRestrictionStructuresDto> {
  const regionId = restrictableRegionOf(caller, query.regionId);
  if (regionId === false) return { fixedRegion: null, list: [] };
  const [fixed] =
    caller.role === 'REGION_CHAMBER' ? await db.select().from(regions).where(eq(regions.id, regionId!)) : [];
  const rows = await db
    .select({ id: contragents.id, name: contragents.name, region: regions })
    .from(contragents)
    .innerJoin(regions, eq(regions.id, contragents.regionId))
    .where(
      and(
        eq(contragents.archived, false),
        regionId === undefined ? undefined : eq(contragents.regionId, regionId),
        searchFilter(query.search, contragentSearchText(contragents)),
      ),
    )
    .orderBy(asc(contragentSortText(contragents)), asc(contragents.id))
    .limit(LIMIT);
  return {
    fixedRegion: fixed ? namedIn(fixed, lang) : null,
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      region: namedIn(r.region, lang),
    })),
  };
}

import { z } from 'zod';
import { listOf, pageQuery } from '../common/paging';

/** A site announcement (shown in the marquee of the shell), its text in the language asked. */
export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** POST getInfo/directorySiteInfoList {page, limit ≤ 10000}. */
export const directorySiteInfoListBody = pageQuery(10000, 10000);
export const directorySiteInfoListResponse = listOf(siteInfoSchema);

import { z } from 'zod';
import { withId } from '../kit/fields';
import { listOf, pageQuery } from '../common/paging';
import { defineCalls, get, post } from '../kit/define-call';
import { appInfoResponse, visitResponse } from './app-info';

/** A site announcement (shown in the marquee of the shell), its text in the language asked. */
export const siteInfoSchema = withId({
  name: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** POST getInfo/directorySiteInfoList {page, limit ≤ 10000}. */
export const directorySiteInfoListBody = pageQuery(10000, 10000);
export const directorySiteInfoListResponse = listOf(siteInfoSchema);

/** What the shell needs: installation info, the visitor counter, the marquee's announcements. */
export const siteCalls = defineCalls(['site'], 'public', {
  appInfo: get('app/info', { response: appInfoResponse }),
  /** Counts this browser once per day (a cookie names it); answers the visitor figures. */
  visit: post('app/visit', { response: visitResponse }),
  directorySiteInfoList: post('getInfo/directorySiteInfoList', {
    body: directorySiteInfoListBody,
    response: directorySiteInfoListResponse,
  }),
});

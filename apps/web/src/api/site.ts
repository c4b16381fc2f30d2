/**
 * The shell's own calls: installation info, the visitor counter and the marquee's announcements. Read
 * without TanStack Query (api/light-query.ts): the shell is on every page, the home page's first load too.
 */
import type { AppInfo, CallAnswer, siteCalls } from '@portal/contracts';
import { callApi } from './call-fetch';
import { firstPageCall, type LightQuery, useCallAnswer, useLightQuery } from './light-query';

/** Page size of the site-info list (spec section 9). */
export const SITE_INFO_LIMIT = 10000;

/** GET app/info: test mode, contact e-mail and phone, version, the signing client's settings. */
export const useAppInfo = (): LightQuery<AppInfo> =>
  useCallAnswer(firstPageCall('site', 'appInfo'), {}, { staleTime: Infinity });

let visit: Promise<CallAnswer<typeof siteCalls.visit>> | undefined;
/** The page load's one visit: answers are forgotten at sign-in and sign-out, the visit is not counted again. */
const countVisit = () =>
  (visit ??= callApi(firstPageCall('site', 'visit'), {}).catch((error: unknown) => {
    visit = undefined; // not counted: the next mount asks again
    throw error;
  }));

/** POST app/visit: counted once per page load (never asked again while the page lives). */
export const useVisitCounts = () =>
  useLightQuery('site.visit', countVisit, { staleTime: Infinity, retry: false });

/** POST getInfo/directorySiteInfoList: announcements, names in the current language. */
export const useSiteInfoList = () =>
  useCallAnswer(firstPageCall('site', 'directorySiteInfoList'), {
    body: { page: 0, limit: SITE_INFO_LIMIT },
  });

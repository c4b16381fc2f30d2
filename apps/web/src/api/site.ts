/** The shell's own calls: installation info, the visitor counter and the marquee's announcements. */
import { siteCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, callHooks, callKey } from './call';

/** Page size of the site-info list (spec section 9). */
export const SITE_INFO_LIMIT = 10000;

const AREA = 'site';
const call = callHooks(AREA);

export const siteKeys = {
  appInfo: (language: string) => callKey(AREA, siteCalls.appInfo, language, {}),
};

/** GET app/info: test mode, contact e-mail and phone, version, the signing client's settings. */
export const useAppInfo = () => call.useQuery(siteCalls.appInfo, {}, { staleTime: Infinity });

let visit: ReturnType<typeof callApi<typeof siteCalls.visit>> | undefined;
/** The page load's one visit: the cache is cleared at sign-in and sign-out, the visit is not counted again. */
const countVisit = () =>
  (visit ??= callApi(siteCalls.visit, {}).catch((error: unknown) => {
    visit = undefined; // not counted: the next mount asks again
    throw error;
  }));

/** POST app/visit: counted once per page load (never refetched while the page lives). */
export const useVisitCounts = () =>
  useQuery({
    queryKey: callKey(AREA, siteCalls.visit, 'any', {}),
    queryFn: countVisit,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** POST getInfo/directorySiteInfoList: announcements, names in the current language. */
export const useSiteInfoList = () =>
  call.useQuery(siteCalls.directorySiteInfoList, { body: { page: 0, limit: SITE_INFO_LIMIT } });

/** The shell's own calls: installation info, the visitor counter and the marquee's announcements. */
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Page size of the site-info list (spec section 9). */
export const SITE_INFO_LIMIT = 10000;

export const siteKeys = {
  appInfo: (language: string) => api.site.appInfo.key(language, {}),
};

/** GET app/info: test mode, contact e-mail and phone, version, the signing client's settings. */
export const useAppInfo = () => api.site.appInfo.useQuery({}, { staleTime: Infinity });

let visit: ReturnType<typeof api.site.visit.fetch> | undefined;
/** The page load's one visit: the cache is cleared at sign-in and sign-out, the visit is not counted again. */
const countVisit = () =>
  (visit ??= api.site.visit.fetch({}).catch((error: unknown) => {
    visit = undefined; // not counted: the next mount asks again
    throw error;
  }));

/** POST app/visit: counted once per page load (never refetched while the page lives). */
export const useVisitCounts = () =>
  useQuery({
    queryKey: api.site.visit.key('any', {}),
    queryFn: countVisit,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** POST getInfo/directorySiteInfoList: announcements, names in the current language. */
export const useSiteInfoList = () =>
  api.site.directorySiteInfoList.useQuery({ body: { page: 0, limit: SITE_INFO_LIMIT } });

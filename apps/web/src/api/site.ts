/** The shell's own calls: installation info, the visitor counter and the marquee's announcements. */
import type { AppInfo, SiteInfo, VisitCounts } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { apiFetch } from './client';

/** Page size of the site-info list (spec section 9). */
export const SITE_INFO_LIMIT = 10000;

export const siteKeys = {
  appInfo: ['app-info'] as const,
  visit: ['app-visit'] as const,
  siteInfo: (language: string) => ['site-info-list', language] as const,
};

/** GET app/info: test mode, contact e-mail and phone, version. */
export function useAppInfo() {
  return useQuery({
    queryKey: siteKeys.appInfo,
    queryFn: ({ signal }) => apiFetch<AppInfo>('app/info', { signal }),
    staleTime: Infinity,
  });
}

/** POST app/visit: counted once per page load (never refetched while the page lives). */
export function useVisitCounts() {
  return useQuery({
    queryKey: siteKeys.visit,
    queryFn: () => apiFetch<VisitCounts>('app/visit', { method: 'POST' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** POST getInfo/directorySiteInfoList: announcements, names in the current language. */
export function useSiteInfoList() {
  const language = useLanguage();
  return useQuery({
    queryKey: siteKeys.siteInfo(language),
    queryFn: ({ signal }) =>
      apiFetch<{ list: SiteInfo[]; total: number }>('getInfo/directorySiteInfoList', {
        body: { page: 0, limit: SITE_INFO_LIMIT },
        signal,
      }),
  });
}

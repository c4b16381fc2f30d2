/** The public portal's calls (lists, cards, figures), as TanStack queries keyed by their parameters and the language. */
import type {
  CheckServiceDoc,
  Contragent,
  ContragentListResponse,
  CountInfo,
  DutyScheduleItem,
  DutyTableView,
  LawyerInfo,
  LawyerListResponse,
  LegislationItem,
  NewsItem,
  NewsListItem,
  PostItem,
  VacancyItem,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { apiFetch, type QueryValue } from './client';

interface List<T> {
  list: T[];
  total: number;
}

type Params = Record<string, QueryValue>;

/** A GET list call whose previous page stays on screen while the next one loads. */
function useList<T>(path: string, params: Params, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: [path, language, params],
    queryFn: ({ signal }) => apiFetch<T>(path, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useItem<T>(path: string | null, options: { dontShowError?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    queryKey: [path, language],
    queryFn: ({ signal }) => apiFetch<T>(path!, { signal, dontShowError: options.dontShowError }),
    enabled: path !== null,
    retry: false,
  });
}

export const useLawyerList = (p: Params) => useList<LawyerListResponse>('getInfo/lawyerList', p);
export const useLawyerInfo = (id: number | null) =>
  useItem<LawyerInfo>(id === null ? null : `getInfo/getLawyerInfoDto/${id}`);
export const useCountInfo = () => useItem<CountInfo>('getInfo/count-info');
export const useContragentList = (p: Params, enabled = true) =>
  useList<ContragentListResponse>('getInfo/contragentList', p, enabled);
export const useContragentInfo = (id: number | null) =>
  useItem<Contragent>(id === null ? null : `getInfo/contragentInfo/${id}`);
export const NEWS_LIST = 'getInfo/listNews';
export const useNewsList = (p: Params) => useList<List<NewsListItem>>(NEWS_LIST, p);
export const useNewsItem = (id: number) =>
  useItem<NewsItem>(`getInfo/newsById/${id}`, { dontShowError: true });
export const useLegislationList = (p: Params) => useList<List<LegislationItem>>('getInfo/legislationList', p);
export const usePostList = (p: Params) => useList<List<PostItem>>('getInfo/postList', p);
export const useDutyTableList = (p: Params) => useList<List<DutyScheduleItem>>('getInfo/dutyTableList', p);
export const useDutyTableView = (id: number) =>
  useItem<DutyTableView>(`getInfo/dutyTableView/${id}`, { dontShowError: true });
export const useVacancyList = (p: Params) => useList<List<VacancyItem>>('getInfo/vacancyList', p);
export const useCheckServiceDoc = (id: string) =>
  useItem<CheckServiceDoc>(`getInfo/checkServiceDoc/${encodeURIComponent(id)}`, { dontShowError: true });

export { useContragentTypes, useRegions } from './reference';

/**
 * The public portal's calls (lists, cards, figures) over callHooks('public'): keyed by their input and
 * the language. A list keeps its previous page on screen while the next one loads; a card is not
 * retried (a missing one is shown as such at once).
 */
import {
  type AnyCall,
  type CallInput,
  type CallQuery,
  contentCalls,
  contragentCalls,
  dutyCalls,
  issuedDocumentCalls,
  lawyerCalls,
  vacancyCalls,
} from '@portal/contracts';
import { callHooks, type CallQueryOptions } from './call';

const call = callHooks('public');

/** A list call's hook: its query from the screen (page and filters from the URL). */
const list =
  <C extends AnyCall>(c: C) =>
  (query: CallQuery<C>, enabled = true) =>
    call.useQuery(c, { query } as CallInput<C>, { keep: true, enabled });

/** A card's hook by id (none while `id` is null). */
const card =
  <C extends AnyCall>(c: C, options: CallQueryOptions = {}) =>
  <Id extends string | number>(id: Id | null) =>
    call.useQuery(c, { params: { id: id ?? 0 } } as CallInput<C>, {
      ...options,
      retry: false,
      enabled: id !== null,
    });

export const useLawyerList = list(lawyerCalls.lawyerList);
export const useLawyerInfo = card(lawyerCalls.getLawyerInfoDto);
export const useCountInfo = () => call.useQuery(lawyerCalls.countInfo, {}, { retry: false });
export const useContragentList = list(contragentCalls.contragentList);
export const useContragentInfo = card(contragentCalls.contragentInfo);
export const useNewsList = list(contentCalls.listNews);
export const useNewsItem = card(contentCalls.newsById, { dontShowError: true });
export const useLegislationList = list(contentCalls.legislationList);
export const usePostList = list(contentCalls.postList);
export const useDutyTableList = list(dutyCalls.dutyTableList);
export const useDutyTableView = card(dutyCalls.dutyTableView, { dontShowError: true });
export const useVacancyList = list(vacancyCalls.vacancyList);
export const useCheckServiceDoc = card(issuedDocumentCalls.checkServiceDoc, { dontShowError: true });

/** The news list's path, for the page's loader to start it early (api/client.ts `startEarly`). */
export const NEWS_LIST = contentCalls.listNews.path;

export { useContragentTypes, useRegions } from './reference';

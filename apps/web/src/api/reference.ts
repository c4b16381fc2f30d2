/**
 * The public reference lists (packages/contracts reference/reference-lists.ts `referenceCalls`), names
 * in the current language; they change rarely, so a list is kept ten minutes.
 */
import type { AnyCall } from '@portal/contracts';
import { api, type DerivedCall } from './api';

const TEN_MINUTES = 10 * 60_000;

const list =
  <C extends AnyCall>(call: DerivedCall<C>, limit: number) =>
  () =>
    call.useList({ limit }, { staleTime: TEN_MINUTES });

const calls = api.reference;
/** Regions sorted by their Latin name (spec). */
export const useRegions = list(calls.listUzbRegion, 50);
export const useContragentTypes = list(calls.contragentTypeList, 50);
export const useLanguageList = list(calls.directoryLanguageList, 100);
export const useLegalAidTypeList = list(calls.legalAidList, 1000);
export const useLicenseTypeList = list(calls.listAllLicenseType, 50);
export const useOrderBaseList = list(calls.orderBaseList, 100);
export const usePracticeFieldList = list(calls.directoryMainTypeList, 50);

import { referenceCalls as calls } from '@portal/contracts';
import { groupRoutes, handle } from '../../http/define-route';
import { referenceViews } from './read';

/** The public reference-data calls of spec section 7 (names localized by Accept-Language). */
export const referenceRoutes = groupRoutes(
  () => handle,
  calls,
  ({ db }) => {
    const view = referenceViews(db);
    return {
      directoryRegionList: ({ lang, query }) => view.regionsInOfficialOrder(lang, query),
      listUzbRegion: ({ lang, query }) => view.regionsByLatinName(lang, query),
      contragentTypeList: ({ lang, query }) => view.contragentTypes(lang, query),
      directoryLanguageList: ({ lang, query }) => view.workLanguages(lang, query),
      legalAidList: ({ lang, query }) => view.legalAidTypes(lang, query),
      listAllLicenseType: ({ lang, query }) => view.licenseTypes(lang, query),
      directoryMainTypeList: ({ lang, query }) => view.practiceFields(lang, query),
      orderBaseList: ({ lang, query }) => view.orderBases(lang, query),
      directoryCourtList: ({ lang, query }) => view.courts(lang, query),
      requestTypeList: ({ lang, query }) => view.requestTypes(lang, query),
      departmentList: ({ lang, query }) => view.departments(lang, query),
      departmentAdliyaList: ({ lang, query }) => view.justiceDepartments(lang, query),
      monthOrYEarList: ({ lang, query }) => view.contractPeriods(lang, query),
      directoryCivilAffairsList: ({ lang, query }) => view.civilAffairs(lang, query),
      directory_criminal_caseList: ({ lang, query }) => view.criminalCases(lang, query),
    };
  },
);

import { referenceCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { referenceViews } from './views';

/** The public reference-data calls of spec section 7 (names localized by Accept-Language). */
export const referenceRoutes: RoutesPlugin = async (app, { db }) => {
  const view = referenceViews(db);
  routes(app, [
    handle(calls.directoryRegionList, ({ lang, query }) => view.regionsInOfficialOrder(lang, query)),
    handle(calls.listUzbRegion, ({ lang, query }) => view.regionsByLatinName(lang, query)),
    handle(calls.contragentTypeList, ({ lang, query }) => view.contragentTypes(lang, query)),
    handle(calls.directoryLanguageList, ({ lang, query }) => view.workLanguages(lang, query)),
    handle(calls.legalAidList, ({ lang, query }) => view.legalAidTypes(lang, query)),
    handle(calls.listAllLicenseType, ({ lang, query }) => view.licenseTypes(lang, query)),
    handle(calls.directoryMainTypeList, ({ lang, query }) => view.practiceFields(lang, query)),
    handle(calls.orderBaseList, ({ lang, query }) => view.orderBases(lang, query)),
    handle(calls.directoryCourtList, ({ lang, query }) => view.courts(lang, query)),
    handle(calls.requestTypeList, ({ lang, query }) => view.requestTypes(lang, query)),
  ]);
};

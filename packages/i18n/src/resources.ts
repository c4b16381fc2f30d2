// Every translation file, by language and namespace. A new namespace: name it in its section's
// `namespaces` (packages/contracts/src/sections), add its four JSON files under locales/<lang>/ and one
// line per language here (the type of rawResources refuses a declared namespace without them). uz files
// hold only what differs from the automatic transliteration of lt (see index.ts).
import { SECTIONS } from '@portal/contracts';
import engCommon from '../locales/eng/common.json';
import engLawyerRecord from '../locales/eng/lawyer-record.json';
import engErrors from '../locales/eng/errors.json';
import engHome from '../locales/eng/home.json';
import engShell from '../locales/eng/shell.json';
import engPublic from '../locales/eng/public.json';
import engLegalAid from '../locales/eng/legal-aid.json';
import engESignature from '../locales/eng/e-signature.json';
import engIdentity from '../locales/eng/identity.json';
import engCabinet from '../locales/eng/cabinet.json';
import engAdmin from '../locales/eng/admin.json';
import engReferenceData from '../locales/eng/reference-data.json';
import ltCommon from '../locales/lt/common.json';
import ltLawyerRecord from '../locales/lt/lawyer-record.json';
import ltErrors from '../locales/lt/errors.json';
import ltHome from '../locales/lt/home.json';
import ltShell from '../locales/lt/shell.json';
import ltPublic from '../locales/lt/public.json';
import ltLegalAid from '../locales/lt/legal-aid.json';
import ltESignature from '../locales/lt/e-signature.json';
import ltIdentity from '../locales/lt/identity.json';
import ltCabinet from '../locales/lt/cabinet.json';
import ltAdmin from '../locales/lt/admin.json';
import ltReferenceData from '../locales/lt/reference-data.json';
import ruCommon from '../locales/ru/common.json';
import ruLawyerRecord from '../locales/ru/lawyer-record.json';
import ruErrors from '../locales/ru/errors.json';
import ruHome from '../locales/ru/home.json';
import ruShell from '../locales/ru/shell.json';
import ruPublic from '../locales/ru/public.json';
import ruLegalAid from '../locales/ru/legal-aid.json';
import ruESignature from '../locales/ru/e-signature.json';
import ruIdentity from '../locales/ru/identity.json';
import ruCabinet from '../locales/ru/cabinet.json';
import ruAdmin from '../locales/ru/admin.json';
import ruReferenceData from '../locales/ru/reference-data.json';
import uzCommon from '../locales/uz/common.json';
import uzLawyerRecord from '../locales/uz/lawyer-record.json';
import uzErrors from '../locales/uz/errors.json';
import uzHome from '../locales/uz/home.json';
import uzShell from '../locales/uz/shell.json';
import uzPublic from '../locales/uz/public.json';
import uzLegalAid from '../locales/uz/legal-aid.json';
import uzESignature from '../locales/uz/e-signature.json';
import uzIdentity from '../locales/uz/identity.json';
import uzCabinet from '../locales/uz/cabinet.json';
import uzAdmin from '../locales/uz/admin.json';
import uzReferenceData from '../locales/uz/reference-data.json';
import engOrders from '../locales/eng/orders.json';
import engLegalAidScreens from '../locales/eng/legal-aid-screens.json';
import engNotifications from '../locales/eng/notifications.json';
import engAppeals from '../locales/eng/appeals.json';
import ltOrders from '../locales/lt/orders.json';
import ltLegalAidScreens from '../locales/lt/legal-aid-screens.json';
import ltNotifications from '../locales/lt/notifications.json';
import ltAppeals from '../locales/lt/appeals.json';
import ruOrders from '../locales/ru/orders.json';
import ruLegalAidScreens from '../locales/ru/legal-aid-screens.json';
import ruNotifications from '../locales/ru/notifications.json';
import ruAppeals from '../locales/ru/appeals.json';
import uzOrders from '../locales/uz/orders.json';
import uzLegalAidScreens from '../locales/uz/legal-aid-screens.json';
import uzNotifications from '../locales/uz/notifications.json';
import uzAppeals from '../locales/uz/appeals.json';
import engRequests from '../locales/eng/requests.json';
import engReports from '../locales/eng/reports.json';
import ltRequests from '../locales/lt/requests.json';
import ltReports from '../locales/lt/reports.json';
import ruRequests from '../locales/ru/requests.json';
import ruReports from '../locales/ru/reports.json';
import uzRequests from '../locales/uz/requests.json';
import uzReports from '../locales/uz/reports.json';
import engCandidates from '../locales/eng/candidates.json';
import ltCandidates from '../locales/lt/candidates.json';
import ruCandidates from '../locales/ru/candidates.json';
import uzCandidates from '../locales/uz/candidates.json';
import engRequestScreens from '../locales/eng/request-screens.json';
import ltRequestScreens from '../locales/lt/request-screens.json';
import ruRequestScreens from '../locales/ru/request-screens.json';
import uzRequestScreens from '../locales/uz/request-screens.json';

import engLetters from '../locales/eng/letters.json';
import ltLetters from '../locales/lt/letters.json';
import ruLetters from '../locales/ru/letters.json';
import uzLetters from '../locales/uz/letters.json';
import engChamber from '../locales/eng/chamber.json';
import engDuty from '../locales/eng/duty.json';
import engStatistics from '../locales/eng/statistics.json';
import ltChamber from '../locales/lt/chamber.json';
import ltDuty from '../locales/lt/duty.json';
import ltStatistics from '../locales/lt/statistics.json';
import ruChamber from '../locales/ru/chamber.json';
import ruDuty from '../locales/ru/duty.json';
import ruStatistics from '../locales/ru/statistics.json';
import uzChamber from '../locales/uz/chamber.json';
import engForum from '../locales/eng/forum.json';
import engReception from '../locales/eng/reception.json';
import engCalendar from '../locales/eng/calendar.json';
import ltForum from '../locales/lt/forum.json';
import ltReception from '../locales/lt/reception.json';
import ltCalendar from '../locales/lt/calendar.json';
import ruForum from '../locales/ru/forum.json';
import ruReception from '../locales/ru/reception.json';
import ruCalendar from '../locales/ru/calendar.json';
import uzForum from '../locales/uz/forum.json';
import uzReception from '../locales/uz/reception.json';
import uzCalendar from '../locales/uz/calendar.json';
import engExpertise from '../locales/eng/expertise.json';
import ltExpertise from '../locales/lt/expertise.json';
import ruExpertise from '../locales/ru/expertise.json';
import uzExpertise from '../locales/uz/expertise.json';
import uzDuty from '../locales/uz/duty.json';
import uzStatistics from '../locales/uz/statistics.json';
import engSiteContent from '../locales/eng/site-content.json';
import ltSiteContent from '../locales/lt/site-content.json';
import ruSiteContent from '../locales/ru/site-content.json';
import uzSiteContent from '../locales/uz/site-content.json';
import engDrafts from '../locales/eng/drafts.json';
import ltDrafts from '../locales/lt/drafts.json';
import ruDrafts from '../locales/ru/drafts.json';
import uzDrafts from '../locales/uz/drafts.json';
import engWorks from '../locales/eng/works.json';
import ltWorks from '../locales/lt/works.json';
import ruWorks from '../locales/ru/works.json';
import uzWorks from '../locales/uz/works.json';

/** Every namespace: the ones the sections declare (packages/contracts/src/sections), each once. */
export type Namespace = (typeof SECTIONS)[number]['namespaces'][number];
export const NAMESPACES: readonly Namespace[] = [...new Set(SECTIONS.flatMap((s) => s.namespaces))];

export type Messages = { [key: string]: string | Messages };

export const rawResources: Record<'lt' | 'uz' | 'ru' | 'eng', Record<Namespace, Messages>> = {
  lt: {
    common: ltCommon,
    errors: ltErrors,
    home: ltHome,
    shell: ltShell,
    public: ltPublic,
    'legal-aid': ltLegalAid,
    'e-signature': ltESignature,
    identity: ltIdentity,
    cabinet: ltCabinet,
    admin: ltAdmin,
    'reference-data': ltReferenceData,
    orders: ltOrders,
    'legal-aid-screens': ltLegalAidScreens,
    notifications: ltNotifications,
    appeals: ltAppeals,
    requests: ltRequests,
    reports: ltReports,
    candidates: ltCandidates,
    'request-screens': ltRequestScreens,
    'lawyer-record': ltLawyerRecord,
    letters: ltLetters,
    chamber: ltChamber,
    forum: ltForum,
    reception: ltReception,
    calendar: ltCalendar,
    expertise: ltExpertise,
    duty: ltDuty,
    statistics: ltStatistics,
    'site-content': ltSiteContent,
    works: ltWorks,
    drafts: ltDrafts,
  },
  uz: {
    common: uzCommon,
    errors: uzErrors,
    home: uzHome,
    shell: uzShell,
    public: uzPublic,
    'legal-aid': uzLegalAid,
    'e-signature': uzESignature,
    identity: uzIdentity,
    cabinet: uzCabinet,
    admin: uzAdmin,
    'reference-data': uzReferenceData,
    orders: uzOrders,
    'legal-aid-screens': uzLegalAidScreens,
    notifications: uzNotifications,
    appeals: uzAppeals,
    requests: uzRequests,
    reports: uzReports,
    candidates: uzCandidates,
    'request-screens': uzRequestScreens,
    'lawyer-record': uzLawyerRecord,
    letters: uzLetters,
    chamber: uzChamber,
    forum: uzForum,
    reception: uzReception,
    calendar: uzCalendar,
    expertise: uzExpertise,
    duty: uzDuty,
    statistics: uzStatistics,
    'site-content': uzSiteContent,
    works: uzWorks,
    drafts: uzDrafts,
  },
  ru: {
    common: ruCommon,
    errors: ruErrors,
    home: ruHome,
    shell: ruShell,
    public: ruPublic,
    'legal-aid': ruLegalAid,
    'e-signature': ruESignature,
    identity: ruIdentity,
    cabinet: ruCabinet,
    admin: ruAdmin,
    'reference-data': ruReferenceData,
    orders: ruOrders,
    'legal-aid-screens': ruLegalAidScreens,
    notifications: ruNotifications,
    appeals: ruAppeals,
    requests: ruRequests,
    reports: ruReports,
    candidates: ruCandidates,
    'request-screens': ruRequestScreens,
    'lawyer-record': ruLawyerRecord,
    letters: ruLetters,
    chamber: ruChamber,
    forum: ruForum,
    reception: ruReception,
    calendar: ruCalendar,
    expertise: ruExpertise,
    duty: ruDuty,
    statistics: ruStatistics,
    'site-content': ruSiteContent,
    works: ruWorks,
    drafts: ruDrafts,
  },
  eng: {
    common: engCommon,
    errors: engErrors,
    home: engHome,
    shell: engShell,
    public: engPublic,
    'legal-aid': engLegalAid,
    'e-signature': engESignature,
    identity: engIdentity,
    cabinet: engCabinet,
    admin: engAdmin,
    'reference-data': engReferenceData,
    orders: engOrders,
    'legal-aid-screens': engLegalAidScreens,
    notifications: engNotifications,
    appeals: engAppeals,
    requests: engRequests,
    reports: engReports,
    candidates: engCandidates,
    'request-screens': engRequestScreens,
    'lawyer-record': engLawyerRecord,
    letters: engLetters,
    chamber: engChamber,
    forum: engForum,
    reception: engReception,
    calendar: engCalendar,
    expertise: engExpertise,
    duty: engDuty,
    statistics: engStatistics,
    'site-content': engSiteContent,
    works: engWorks,
    drafts: engDrafts,
  },
};

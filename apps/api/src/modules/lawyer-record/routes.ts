/** The lawyer-record calls (packages/contracts requests/lawyer-record.ts). */
import { lawyerRecordCalls as calls } from '@portal/contracts';
import { legalAidRoutes, sendStoredFile } from '../legal-aid';
import { lawyerRecordViews, visibleLawyer } from './read';
import { addAchievement, giveMark, setMainTypes, updateContacts, updateLegalService } from './service';

export const lawyerRecordRoutes = legalAidRoutes(calls, ({ db, storage }) => {
  const view = lawyerRecordViews(db);
  return {
    listOwnLicenseType: ({ actor, lang }) => view.ownLicenseTypes(actor, lang),
    lawyerContacts: ({ actor }) => view.contacts(actor),
    updateNew: async ({ actor, body, file, request }) => {
      const document = file ? { ...file, maxBytes: calls.updateNew.multipart.maxBytes } : null;
      await updateContacts({ db, storage }, actor, body, document, request.clock.now());
      return view.contacts(actor);
    },
    achievementByLawyerId: ({ actor, params }) => view.achievements(actor, params.id),
    lawyerAchievementCreate: async ({ actor, body, file, request }) => {
      const scan = file ? { ...file, maxBytes: calls.lawyerAchievementCreate.multipart.maxBytes } : null;
      return view.achievement(await addAchievement({ db, storage }, actor, body, scan, request.clock.now()));
    },
    lawyerMainTypes: ({ actor, lang, query }) => view.mainTypes(actor, lang, query.lawyerId),
    lawyerMainTypeCreate: async ({ actor, lang, body }) => {
      await setMainTypes(db, actor, body);
      return view.mainTypes(actor, lang);
    },
    lawyerBallList: ({ actor, query, request }) => view.marks(actor, request.clock.now(), query.lawyerId),
    lawyerBallCreate: async ({ actor, body, request }) => {
      const lawyer = await visibleLawyer(db, actor, body.lawyerId);
      return view.mark(await giveMark(db, actor, lawyer, body, request.clock.now()));
    },
    lawyerRecordScan: async ({ actor, params, reply }) =>
      sendStoredFile(reply, storage, await view.scan(actor, params.id)),
    legalServiceInfo: ({ actor, lang }) => view.legalService(actor, lang),
    legalServiceUpdate: async ({ actor, lang, body, request }) => {
      await updateLegalService(db, actor, body, request.clock.now());
      return view.legalService(actor, lang);
    },
  };
});

/**
 * The calls of bar candidates and interns (packages/contracts candidates/candidates.ts): reads from
 * filing-read.ts and intern-read.ts, changes through photos.ts, filing.ts and internships.ts, access rules
 * in policy.ts.
 */
import { candidateCalls as calls, internCalls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle, sendStoredFile } from '../legal-aid';
import { candidateViews } from './filing-read';
import { fileCandidate, interviewStep } from './filing';
import { internViews } from './intern-read';
import { createRestriction, endInternship, liftRestriction } from './internships';
import { updatePhotos } from './photos';
import { restrictableStructures } from './restrictable-structures';
import { passportDataOf } from './prefill';

export const candidateRoutes: RoutesPlugin = async (app, { db, storage, adapters }) => {
  const view = candidateViews(db);
  const interns = internViews(db);
  const handle = legalAidHandle(db);
  const { interiorMinistry, personRegistry } = adapters;

  routes(app, [
    ...handle.implement(calls, {
      passportDataByPinFL: ({ actor, request }) => passportDataOf(db, personRegistry, actor, request),
      ownCandidate: ({ actor, lang }) => view.own(actor, lang),
      updatePhoto: async ({ actor, files, request }) => {
        await updatePhotos({ db, storage, clock: request.clock }, actor.personId, files);
        return (await view.own(actor, 'lt')).photos!;
      },
      createCandidateDoc: async ({ actor, lang, body, files, request }) => {
        const deps = { db, storage, interiorMinistry, clock: request.clock };
        const id = await fileCandidate(deps, actor, body, files);
        return view.dto(actor, lang, id);
      },
      candidateDoc: ({ actor, lang, params }) => view.dto(actor, lang, params.id),
      candidateDocHistory: ({ actor, params }) => view.history(actor, params.id),
      candidateFile: async ({ actor, params, reply }) =>
        sendStoredFile(reply, storage, await view.file(actor, params.id, params.fileId)),
      candidateDocList: ({ actor, lang, query }) => view.list(actor, lang, query),
      findNewLawyerByPnfl: ({ actor, lang, body }) => view.byPinfl(actor, lang, body.pnfl),
      setInterview: async ({ actor, lang, body }) => {
        const set = { interviewAt: new Date(body.at), interviewPlace: body.place };
        await interviewStep(db, actor, body.id, 'setInterview', { set });
        return view.dto(actor, lang, body.id);
      },
      startInterview: async ({ actor, lang, body }) => {
        await interviewStep(db, actor, body.id, 'startInterview');
        return view.dto(actor, lang, body.id);
      },
      interviewResult: async ({ actor, lang, body }) => {
        const action = body.result === 'PASSED' ? 'pass' : body.result === 'FAILED' ? 'fail' : 'markAbsent';
        await interviewStep(db, actor, body.id, action, { comment: body.comment });
        return view.dto(actor, lang, body.id);
      },
    }),
    ...handle.implement(internCalls, {
      internList: ({ actor, lang, query }) => interns.list(actor, lang, query),
      ownInternships: ({ actor, lang }) => interns.own(actor, lang),
      internship: ({ actor, lang, params }) => interns.internship(actor, lang, params.id),
      completeInternship: async ({ actor, lang, body }) => {
        await endInternship(db, actor, body.id, 'complete', null);
        return interns.internship(actor, lang, body.id);
      },
      terminateInternship: async ({ actor, lang, body }) => {
        await endInternship(db, actor, body.id, 'terminate', body.reason);
        return interns.internship(actor, lang, body.id);
      },
      internRestrictionList: ({ actor, lang, query, request }) =>
        interns.restrictions(actor, lang, query, request.clock.now()),
      internRestriction: ({ actor, lang, params, request }) =>
        interns.restriction(actor, lang, params.id, request.clock.now()),
      internRestrictionStructures: ({ actor, lang, query }) => restrictableStructures(db, actor, lang, query),
      createInternRestriction: async ({ actor, lang, body, request }) => {
        const id = await createRestriction(db, actor, body);
        return interns.restriction(actor, lang, id, request.clock.now());
      },
      liftInternRestriction: async ({ actor, lang, body, request }) => {
        await liftRestriction(db, actor, body.id, body.reason, request.clock.now());
        return interns.restriction(actor, lang, body.id, request.clock.now());
      },
    }),
  ]);
};

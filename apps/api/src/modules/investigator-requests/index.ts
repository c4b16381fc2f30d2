/** The investigator-requests module's public face for other modules (eslint.config.js module boundaries). */
export { acceptedByLawyer, requestPolicy, requestScope } from './policy';
export { requestRead } from './read-model';
export { requestPeople, requestPeopleColumns, requestPeopleNames } from './request-people';
export { handleAcceptTimeout } from './accept-timeout';
export { handleRequestExpiry } from './expire';
export { handleRedrawWaiting, redrawWaitingRequests } from './redraw-waiting';
export type { PersonActor } from './shared';

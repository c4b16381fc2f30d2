/** The investigator-requests module's public face for other modules (eslint.config.js module boundaries). */
export { requestPolicy, requestScope } from './policy';
export { requestRead } from './read';
export { type PersonActor, redrawWaitingRequests } from './service';

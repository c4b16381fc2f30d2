/** The investigator-requests module's public face for other modules (eslint.config.js module boundaries). */
export { requestPolicy, requestScope } from './policy';
export { listRequests, requestItem } from './read';
export { type PersonActor, redrawWaitingRequests } from './service';

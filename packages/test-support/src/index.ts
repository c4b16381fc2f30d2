/**
 * Starting the real parts for tests: gov-sim, the API, the whole stack (gov-sim + API + embedded
 * PostgreSQL), and signing in as any role over HTTP. Apps are started as processes by their path, never
 * imported (packages never import apps).
 */
export { type RunningStack, startApi, startStack } from './api';
export {
  callSigningClient,
  connectGovSim,
  type GovSim,
  type GovSimAddress,
  type RunningGovSim,
  type SimKeyCard,
  startGovSim,
} from './gov-sim';
export { freePort, type HttpAnswer, httpCall, httpJson } from './net';
export { programArgs, REPO_ROOT, type RunningProcess, startProgram } from './processes';
export { oneIdReturn, type SignedIn, signIn } from './sign-in';
export { waitFor } from './wait';
export { jpegPhoto } from './photos';
export { type Backend, ensureDebianPackage, type RunningProxy, startHaproxy } from './proxy';

/** The auth module's public face for other modules (eslint.config.js module boundaries). */
export type { AuthContext } from './sessions';
export { loginStatusOf } from './login-status';
export { personIdOfPinfl } from './person-of-pinfl';
export { revokeAllSessions, signInFromRequest, signInPerson } from './sessions';

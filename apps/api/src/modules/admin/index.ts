/** The administration module's public face for other modules (eslint.config.js module boundaries). */
export { adminActionsOn, type AdminTarget, historyOf, recordAdminAction } from './admin-actions';
export { personSearch } from './read';

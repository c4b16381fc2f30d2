/** The checklists module's public face for other modules (eslint.config.js module boundaries). */
export { handleChecklistFinish } from './finish';

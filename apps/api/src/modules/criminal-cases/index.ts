/** The criminal-cases module's public face for other modules (eslint.config.js module boundaries). */
export { type CachedCriminalCase, fetchCriminalCase } from './service';

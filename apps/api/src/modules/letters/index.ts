/** The letters module's public face for other modules (eslint.config.js module boundaries). */
export { pollExchange } from './exchange-sync';
export { letterRoutes } from './routes';
export { letterViews } from './read';
export { createLetterWithMainPdf, type LetterDeps } from './service';
export { letterPolicy } from './policy';

/** The query-log module's public face for other modules (eslint.config.js module boundaries). */
export { type QueryLogEntry, readPersonOnRecord, writeQueryLog } from './write';

/** The letters module's public face for other modules (eslint.config.js module boundaries). */
export { letterRoutes } from './routes';

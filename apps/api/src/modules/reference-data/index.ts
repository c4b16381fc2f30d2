/** The reference-data registers' public face for other modules (eslint.config.js module boundaries). */
export { referenceDataRoutes } from './routes';

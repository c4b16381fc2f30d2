/** The statistics module's public face for other modules (eslint.config.js module boundaries). */
export { statisticsRoutes } from './routes';

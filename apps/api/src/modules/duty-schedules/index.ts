/** The duty schedule editor's public face for other modules (eslint.config.js module boundaries). */
export { dutyScheduleRoutes } from './routes';

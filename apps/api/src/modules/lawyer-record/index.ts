/** The lawyer-record module's public face. */
export { lawyerRecordRoutes } from './routes';

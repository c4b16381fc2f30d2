/** The training-certificates module's public face. */
export { trainingCertificateRoutes } from './routes';

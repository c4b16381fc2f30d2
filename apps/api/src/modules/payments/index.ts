/** The payments module's public face. */
export { paymentRoutes, paymeRoutes } from './routes';
export { paymentLink } from './checkout';

/** The expertise module as others use it: its routes. */
export { expertiseRoutes } from './routes';
export { expertiseInvoicePayable } from './payment';
export { sweepExpertise } from './daily';
export { refundExpertise } from './refund';

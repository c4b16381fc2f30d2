/** The expertise module as others use it: its routes. */
export { expertiseRoutes } from './routes';
export {
  EXPERTISE_ACCOUNT_FIELD,
  expertiseCheckout,
  expertisePayerName,
  expertiseSubject,
  lockExpertiseInvoice,
  markExpertisePaid,
  reverseExpertisePayment,
} from './payment';
export { sweepExpertise } from './daily';
export { refundExpertise } from './refund';

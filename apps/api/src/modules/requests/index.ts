/** The requests module's public face for other modules and the job handlers. */
export { nextSweepAt, sweepCertificateExpiry } from './expiry';
export { requestRoutes } from './routes';
export { ownRequests, requestCan, requestScope } from './policy';
export { markRequestPaid, reverseRequestPayment } from './payment-steps';
export { requestViews } from './read';

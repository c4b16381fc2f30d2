/** The mail-delivery module's public face: its routes, and the steps the job handlers run. */
export { mailDeliveryRoutes } from './routes';
export { followParcel, pollParcels, readyToMail } from './service';

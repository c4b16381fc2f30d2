import { parcelOutcome, parcelRegistration, type Parcel, trackingNumberParams } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { ParcelStore } from './parcels';

/**
 * The post (packages/integrations/src/post.ts), mounted at /post: parcel registration and tracking.
 * - `POST /parcels` registers (201; 200 with the same parcel for a reference registered before);
 * - `GET /parcels/:trackingNumber`: status, failure reason and events; 404 PARCEL_NOT_FOUND;
 * - `POST /parcels/:trackingNumber/recall`: the sender stops the parcel (RECALLED; as it is when already
 *   delivered or failed); 404 PARCEL_NOT_FOUND;
 * - `PUT /parcels/:trackingNumber/outcome {status, failureReason?}`: the control of tests and demos
 *   (loopback, no credentials, like `PUT /faults`): the parcel reports that outcome from now on.
 * Outcomes without the control are deterministic per parcel (parcels.ts: by the postal index).
 */
export const postRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const parcels = new ParcelStore(context.config.post.transitSeconds * 1000, context.now);
  const notFound = (trackingNumber: string) =>
    new SimulatorError(404, 'PARCEL_NOT_FOUND', `No parcel ${trackingNumber}`);

  app.post('/parcels', async (request, reply): Promise<Parcel> => {
    const { parcel, created } = parcels.register(parseInput(parcelRegistration, request.body ?? {}));
    reply.code(created ? 201 : 200);
    return parcel;
  });

  app.get('/parcels/:trackingNumber', async (request): Promise<Parcel> => {
    const { trackingNumber } = parseInput(trackingNumberParams, request.params);
    const parcel = parcels.get(trackingNumber);
    if (!parcel) throw notFound(trackingNumber);
    return parcel;
  });

  app.post('/parcels/:trackingNumber/recall', async (request): Promise<Parcel> => {
    const { trackingNumber } = parseInput(trackingNumberParams, request.params);
    const parcel = parcels.recall(trackingNumber);
    if (!parcel) throw notFound(trackingNumber);
    return parcel;
  });

  app.put('/parcels/:trackingNumber/outcome', async (request): Promise<Parcel> => {
    const { trackingNumber } = parseInput(trackingNumberParams, request.params);
    const parcel = parcels.setOutcome(trackingNumber, parseInput(parcelOutcome, request.body ?? {}));
    if (!parcel) throw notFound(trackingNumber);
    return parcel;
  });
};

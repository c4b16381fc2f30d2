/** The mail-delivery calls (packages/contracts requests/mail-delivery.ts): read, and ask the post now. */
import { mailDeliveryCalls as calls } from '@portal/contracts';
import { legalAidRoutes } from '../legal-aid';
import { deliveryPolicy } from './policy';
import { deliveryViews } from './read';
import { followParcel } from './service';

export const mailDeliveryRoutes = legalAidRoutes(calls, ({ db, adapters }) => {
  const view = deliveryViews(db);
  return {
    requestDelivery: ({ actor, params }) => view.one(actor, params.id),
    requestDeliveryRefresh: async ({ actor, body, request }) => {
      deliveryPolicy.authorize(actor, 'refresh', await view.visible(actor, body.id));
      await followParcel({ db, post: adapters.post, clock: request.clock }, body.id);
      return view.one(actor, body.id);
    },
  };
});

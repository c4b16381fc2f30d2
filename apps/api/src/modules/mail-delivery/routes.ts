/** The mail-delivery calls (packages/contracts requests/mail-delivery.ts): read, and ask the post now. */
import { mailDeliveryCalls as calls } from '@portal/contracts';
import { routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { legalAidHandle } from '../legal-aid';
import { deliveryPolicy } from './policy';
import { deliveryViews } from './read';
import { followParcel } from './service';

export const mailDeliveryRoutes: RoutesPlugin = async (app, { db, adapters }) => {
  const view = deliveryViews(db);
  const handle = legalAidHandle(db);
  routes(
    app,
    handle.implement(calls, {
      requestDelivery: ({ actor, params }) => view.one(actor, params.id),
      requestDeliveryRefresh: async ({ actor, body, request }) => {
        deliveryPolicy.authorize(actor, 'refresh', await view.visible(actor, body.id));
        await followParcel({ db, post: adapters.post, clock: request.clock }, body.id);
        return view.one(actor, body.id);
      },
    }),
  );
};

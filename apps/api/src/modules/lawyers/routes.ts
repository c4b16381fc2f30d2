import { lawyerCalls as calls } from '@portal/contracts';
import { handle, routes, withExtras } from '../../http/define-route';
import { fastSerializer } from '../../http/fast-serializer';
import type { RoutesPlugin } from '../../http/types';
import { lawyerViews } from './read';

/** The public lawyer directory: list, card, home-page figures (answers built in read.ts). */
export const lawyerRoutes: RoutesPlugin = async (app, { db }) => {
  const view = lawyerViews(db);
  routes(
    app,
    handle.implement(calls, {
      // The busiest public list: its answer is written by fast-json-stringify (http/fast-serializer.ts).
      lawyerList: withExtras({ serializerCompiler: fastSerializer }, ({ lang, query }) =>
        view.list(lang, query),
      ),
      getLawyerInfoDto: ({ lang, params }) => view.card(lang, params.id),
      countInfo: () => view.counts(),
    }),
  );
};

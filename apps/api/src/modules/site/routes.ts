import { siteCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { eSignatureClientSettings } from '../e-signature';
import { listSiteInfo, recordVisit } from './service';
import { visitorIdOf } from './visitor-cookie';

/** What the shell needs: installation info, the visitor counter, the marquee's announcements. */
export const siteRoutes: RoutesPlugin = async (app, { db, config }) => {
  routes(
    app,
    handle.implement(calls, {
      appInfo: () => ({
        testMode: config.nationalSystems.mode === 'simulator',
        contactEmail: config.contact.email,
        contactPhone: config.contact.phone,
        map: config.map,
        version: process.env.npm_package_version ?? '0.1.0',
        eSignature: eSignatureClientSettings(config),
      }),
      visit: ({ request, reply }) =>
        recordVisit(db, visitorIdOf(request, reply, config), request.clock.now()),
      directorySiteInfoList: ({ lang, body }) => listSiteInfo(db, lang, body),
    }),
  );
};

import { randomBytes } from 'node:crypto';
import * as c from '@portal/contracts';
import type { RoutesPlugin } from '../../http/types';
import { eSignatureClientSettings } from '../e-signature/routes';
import { listSiteInfo, recordVisit } from './service';

const VISITOR_COOKIE = 'portal_vid';
const VISITOR_ID = /^[a-f0-9]{32}$/;

/** What the shell needs: installation info, the visitor counter, the marquee's announcements. */
export const siteRoutes: RoutesPlugin = async (app, { db, config }) => {
  app.get(
    '/app/info',
    { config: { permission: 'public' }, schema: { tags: ['site'], response: { 200: c.appInfoResponse } } },
    async () => ({
      testMode: config.nationalSystems.mode === 'simulator',
      contactEmail: config.contact.email,
      contactPhone: config.contact.phone,
      version: process.env.npm_package_version ?? '0.1.0',
      eSignature: eSignatureClientSettings(config),
    }),
  );

  app.post(
    '/app/visit',
    { config: { permission: 'public' }, schema: { tags: ['site'], response: { 200: c.visitResponse } } },
    async (req, reply) => {
      let visitorId = req.cookies[VISITOR_COOKIE];
      if (!visitorId || !VISITOR_ID.test(visitorId)) {
        visitorId = randomBytes(16).toString('hex');
        reply.setCookie(VISITOR_COOKIE, visitorId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.publicUrl.startsWith('https:'),
          maxAge: 365 * 24 * 3600,
        });
      }
      return recordVisit(db, visitorId);
    },
  );

  app.post(
    '/getInfo/directorySiteInfoList',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['site'],
        body: c.directorySiteInfoListBody,
        response: { 200: c.directorySiteInfoListResponse },
      },
    },
    async (req) => listSiteInfo(db, req.lang, req.body),
  );
};

/**
 * Appeals: "every route renders for the role that should see it (no placeholder left) and is refused
 * for one that should not; axe: 0 serious violations in the three themes, at desktop and 390×844"
 * (support/route-matrix.ts): the appeal pages of the cabinet, the citizen's /profile and the phone's
 * /mobile area. An appeal's page (view/{id}) is opened on a state-funded appeal of the visitor's own,
 * sent through the API with their token (REJECTED for these personas: neither is in the register).
 */
import { sendStateFundedAppeal } from '../support/appeals';
import { tokenOf } from '../support/legal-aid';
import { type PathContext, routeMatrix } from '../support/route-matrix';

async function ownAppealId({ page, request }: PathContext): Promise<number> {
  const token = await tokenOf(page);
  const appeal = await sendStateFundedAppeal(request, token, {
    brief: 'Sahifalar tekshiruvi',
    content: 'Sahifalarni tekshirish uchun murojaat.',
  });
  return appeal.id;
}

routeMatrix(
  'appeals, the citizen’s /profile, the phone',
  [
    // the cabinet (/lawyer-profile)
    {
      path: '/lawyer-profile/my-appeals',
      seenBy: ['user'],
      refusedFor: ['lawyer-samarqand', 'guest'],
      shows: 'appeal-create-pro-bono',
    },
    {
      path: '/lawyer-profile/my-appeals/appeals',
      seenBy: ['lawyer-samarqand'],
      refusedFor: ['user', 'region-chamber'],
      shows: 'appeals-filter-region',
    },
    {
      path: '/lawyer-profile/my-appeals/create/pro-bono',
      seenBy: ['disabled-person'],
      refusedFor: ['lawyer-samarqand'],
      shows: 'appeal-form',
    },
    {
      path: '/lawyer-profile/my-appeals/create/state-funded',
      seenBy: ['disabled-person'],
      refusedFor: ['lawyer-samarqand'],
      shows: 'appeal-form',
    },
    {
      name: '/lawyer-profile/my-appeals/view/{id}',
      path: async (ctx) => `/lawyer-profile/my-appeals/view/${await ownAppealId(ctx)}`,
      seenBy: ['user'],
      shows: 'appeal-view',
    },
    {
      path: '/lawyer-profile/my-applications',
      seenBy: ['user'],
      refusedFor: ['lawyer-samarqand'],
      shows: 'application-create',
    },
    {
      path: '/lawyer-profile/my-applications/create',
      seenBy: ['user'],
      refusedFor: ['lawyer-samarqand'],
      shows: 'appeal-form',
    },
    {
      path: '/lawyer-profile/applicant',
      seenBy: ['lawyer-samarqand'],
      refusedFor: ['region-chamber'],
      shows: 'applicant',
    },
    // the citizen's /profile; /profile itself opens for every signed-in person, on the first section they may open
    { path: '/profile', seenBy: ['lawyer-samarqand', 'user'], refusedFor: ['guest'], forwardsToChild: true },
    {
      path: '/profile/aplication',
      seenBy: ['user'],
      refusedFor: ['lawyer-samarqand', 'guest'],
      shows: 'application-section-appeals',
    },
    { path: '/profile/order', seenBy: ['user'], refusedFor: ['region-chamber', 'guest'] },
    {
      path: '/profile/notifications',
      seenBy: ['disabled-person'],
      refusedFor: ['guest'],
      shows: 'notifications-unread-only',
    },
    // the phone (/mobile)
    { path: '/mobile', seenBy: ['guest', 'disabled-person'], shows: 'phone-nav' },
    { path: '/mobile/news', seenBy: ['guest'], shows: 'news-item' },
    {
      path: '/mobile/appeals',
      seenBy: ['disabled-person'],
      refusedFor: ['lawyer-samarqand', 'guest'],
      shows: 'phone-nav',
    },
    {
      path: '/mobile/appeals/inbox',
      seenBy: ['lawyer-samarqand'],
      refusedFor: ['user'],
      shows: 'phone-nav',
    },
    {
      name: '/mobile/appeals/view/{id}',
      path: async (ctx) => `/mobile/appeals/view/${await ownAppealId(ctx)}`,
      seenBy: ['disabled-person'],
      shows: 'appeal-view',
    },
    // six pages twice (desktop, phone), each in three themes: room for a loaded machine; a real failure
    // still fails at its first expectation (10 s)
  ],
  // appeals are often filed from a phone: every route at a phone's size too
  { phone: true, timeoutMs: 600_000 },
);

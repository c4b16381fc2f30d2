/**
 * The routes req-rest and req-left: each renders for the role that should see it (heading, its content,
 * axe in three themes at desktop and 390×844) and is refused for the others (support/route-matrix.ts).
 * The request page's delivery section is checked by requests-suspension.spec.ts.
 */
import { type PathContext, routeMatrix } from '../support/route-matrix';

routeMatrix('training certificates', [
  {
    path: '/lawyer-profile/yumom-certificate',
    seenBy: ['lawyer-free'],
    refusedFor: ['region-chamber', 'user', 'guest'],
    shows: 'training-submit',
  },
]);

// req-left: the lawyer's record, the legal-service page, the chambers' training review and view of a
// lawyer, and /profile/yumom for a lawyer, a chamber and a citizen.
const samarqandLawyer = async ({ getJson }: PathContext) => {
  const answer = await getJson<{ list: { id: number }[] }>('/api/v.1/getInfo/lawyerList?regionId=8&limit=1');
  return `/lawyer-profile/lawyer-requests/lawyer/${answer.list[0]!.id}`;
};

routeMatrix('lawyer record', [
  {
    path: '/lawyer-profile/profile-info',
    seenBy: ['lawyer-free'],
    refusedFor: ['guest'],
    shows: 'contacts-form',
  },
  {
    path: '/lawyer-profile/yur-xizmat',
    seenBy: ['lawyer-free'],
    refusedFor: ['region-chamber', 'user', 'guest'],
    shows: 'service-fields-submit',
  },
  {
    path: '/lawyer-profile/lawyer-requests/training-certificates',
    seenBy: ['region-chamber', 'republic-chamber'],
    refusedFor: ['lawyer-free', 'user', 'guest'],
    shows: 'training-count',
  },
  {
    path: samarqandLawyer,
    name: '/lawyer-profile/lawyer-requests/lawyer/{a Samarqand lawyer}',
    seenBy: ['region-chamber', 'republic-chamber'],
    refusedFor: ['lawyer-free', 'user'],
    shows: 'marks',
  },
  { path: '/profile/yumom', seenBy: ['lawyer-free'], refusedFor: ['guest'], shows: 'yumom-add' },
  { path: '/profile/yumom', seenBy: ['region-chamber'], shows: 'yumom-waiting' },
  { path: '/profile/yumom', seenBy: ['user'], shows: 'yumom-rule' },
]);

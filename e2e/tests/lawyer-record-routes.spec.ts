/**
 * Issue 14, the routes req-rest built: each renders for the role that should see it (heading, its content,
 * axe in three themes at desktop and 390×844) and is refused for the others (support/route-matrix.ts).
 * The request page's delivery section is checked by requests-suspension.spec.ts.
 */
import { routeMatrix } from '../support/route-matrix';

routeMatrix('training certificates', [
  {
    path: '/lawyer-profile/yumom-certificate',
    seenBy: ['lawyer-free'],
    refusedFor: ['region-chamber', 'user', 'guest'],
    shows: 'training-submit',
  },
]);

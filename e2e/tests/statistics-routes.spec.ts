/**
 * The statistics dashboard in the route × role matrix: the ministry and the republic chamber see the
 * country's figures, a regional chamber its region's, every other role is refused; axe in the three
 * themes, at desktop and 390×844 (support/route-matrix.ts).
 */
import { routeMatrix } from '../support/route-matrix';

routeMatrix(
  'statistics',
  [
    {
      path: '/lawyer-profile/statistics',
      seenBy: ['ministry', 'republic-chamber', 'region-chamber'],
      refusedFor: ['lawyer', 'director', 'investigator', 'user', 'expert', 'guest'],
      shows: 'stat-dashboard',
    },
  ],
  { phone: true },
);

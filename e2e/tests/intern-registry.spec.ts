/**
 * The registry of interns renders for a structure's director and for both chambers (axe in three themes,
 * desktop and 390×844) and is refused to a citizen, a lawyer and a guest.
 */
import { routeMatrix } from '../support/route-matrix';

routeMatrix(
  'intern registry',
  [
    {
      path: '/lawyer-profile/application/intern',
      seenBy: ['director', 'region-chamber', 'republic-chamber'],
      refusedFor: ['user', 'lawyer', 'guest'],
      shows: 'interns-form',
    },
  ],
  { phone: true },
);

import { ROLES } from '../roles';

/**
 * Who may take a step of a workflow: the cabinet roles (roles.ts), plus SYSTEM for the portal's own
 * background jobs (draw timeouts, expiry, payment registration).
 */
export const ACTORS = [...ROLES, 'SYSTEM'] as const;

export type Actor = (typeof ACTORS)[number];

/** The roles that hold lawyer status and act as an advocate (a director of a structure is an advocate too). */
export const ADVOCATE_ACTORS = ['LAWYER', 'DIRECTOR', 'NEW_DIRECTOR'] as const satisfies readonly Actor[];

/** A structure's director, whether a lawyer (DIRECTOR) or not (NEW_DIRECTOR). */
export const DIRECTOR_ACTORS = ['DIRECTOR', 'NEW_DIRECTOR'] as const satisfies readonly Actor[];

export function isActor(value: unknown): value is Actor {
  return typeof value === 'string' && (ACTORS as readonly string[]).includes(value);
}

/** The chamber staff: a regional chamber (its region), the republic chamber and ADMIN (every region). */
export const CHAMBER_STAFF_ACTORS = [
  'REGION_CHAMBER',
  'REPUBLIC_CHAMBER',
  'ADMIN',
] as const satisfies readonly Actor[];

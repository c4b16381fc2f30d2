/**
 * Roles an ADMIN assigns to a user account (staff of chambers, the ministry, investigators, the
 * expertise body, interns). The other roles follow from the registries at sign-in: LAWYER from the
 * lawyer registry, DIRECTOR and NEW_DIRECTOR from the structure's director, USER otherwise.
 */
export const ASSIGNED_ROLES = [
  'ADMIN',
  'REGION_CHAMBER',
  'REPUBLIC_CHAMBER',
  'MINISTRY',
  'INVESTIGATOR',
  'INTERN',
  'EXPERT',
] as const;
export type AssignedRole = (typeof ASSIGNED_ROLES)[number];

/**
 * The cabinet roles: the five of spec section 6 and the six that decisions.md names: the four that follow
 * from the registries at sign-in, then the assigned ones. One person holds one role at a time in the cabinet.
 */
export const ROLES = ['USER', 'LAWYER', 'NEW_DIRECTOR', 'DIRECTOR', ...ASSIGNED_ROLES] as const;
export type Role = (typeof ROLES)[number];

/** The roles of people in the lawyers' register (a director is a lawyer too). */
export const REGISTER_ROLES = ['LAWYER', 'NEW_DIRECTOR', 'DIRECTOR'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAssignedRole(value: unknown): value is AssignedRole {
  return typeof value === 'string' && (ASSIGNED_ROLES as readonly string[]).includes(value);
}

/** The part of the login answer (spec section 4) that decides the role. */
export interface LoginStatus {
  /** The person's status: LAWYER, an assigned role, or null for none. */
  status: string | null;
  isDirector: boolean;
}

/**
 * Spec section 4, exactly: status null and not director -> USER; director and status null ->
 * NEW_DIRECTOR; director and status set -> DIRECTOR; otherwise the role equals the status.
 */
export function roleFromLogin({ status, isDirector }: LoginStatus): Role {
  if (status === null) return isDirector ? 'NEW_DIRECTOR' : 'USER';
  if (isDirector) return 'DIRECTOR';
  return isRole(status) ? status : 'USER';
}

/** Spec section 4: where the SPA goes after sign-in. USER and NEW_DIRECTOR land on user-info. */
export function landingPathFor(role: Role): string {
  return role === 'USER' || role === 'NEW_DIRECTOR' ? '/lawyer-profile/user-info' : '/lawyer-profile';
}

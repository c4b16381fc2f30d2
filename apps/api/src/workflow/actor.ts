import type { Actor } from '@portal/domain';

/** Who takes a workflow step: a role, and the person (null for the portal's own jobs). */
export interface WorkflowActor {
  role: Actor;
  personId: number | null;
}

/** The portal itself, for steps its background jobs take. */
export const SYSTEM_ACTOR: WorkflowActor = { role: 'SYSTEM', personId: null };

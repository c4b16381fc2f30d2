import { isAssignedRole, roleFromLogin, type Role } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, employments, lawyers, structureRegistrations, userAccounts } from '../../db/schema';
import { currentEmploymentOf } from '../../people/lawyers';

export interface PersonLoginStatus {
  /** LAWYER, an assigned role, or null (spec section 4's `status`). */
  status: string | null;
  isDirector: boolean;
  /** The director's structure, else the lawyer's current employer, else null. */
  contragentId: number | null;
  role: Role;
}

/**
 * What the registries say of a person at sign-in: an ADMIN-assigned role wins; otherwise LAWYER when
 * the person is in the lawyer registry; a director of a structure that is not archived is a director.
 * Someone who directs none but filed a structure's registration that the regional chamber has not decided
 * yet is a director without status: NEW_DIRECTOR (docs/domain.md "Structures").
 */
export async function loginStatusOf(db: Database, personId: number): Promise<PersonLoginStatus> {
  const [account] = await db
    .select({ assignedRole: userAccounts.assignedRole })
    .from(userAccounts)
    .where(eq(userAccounts.personId, personId));
  const [directed] = await db
    .select({ id: contragents.id })
    .from(contragents)
    .where(and(eq(contragents.directorPersonId, personId), eq(contragents.archived, false)))
    .orderBy(contragents.id)
    .limit(1);
  const [lawyer] = await db
    .select({ contragentId: employments.contragentId })
    .from(lawyers)
    .leftJoin(employments, currentEmploymentOf(lawyers.id))
    .where(eq(lawyers.personId, personId));

  const [filing] = directed
    ? []
    : await db
        .select({ id: structureRegistrations.id })
        .from(structureRegistrations)
        .where(
          and(
            eq(structureRegistrations.applicantPersonId, personId),
            eq(structureRegistrations.status, 'SEND'),
          ),
        );

  const assigned = account?.assignedRole;
  const status = isAssignedRole(assigned) ? assigned : lawyer && !filing ? 'LAWYER' : null;
  const isDirector = !isAssignedRole(assigned) && (directed !== undefined || filing !== undefined);
  return {
    status,
    isDirector,
    contragentId: isDirector && directed ? directed.id : (lawyer?.contragentId ?? null),
    role: roleFromLogin({ status, isDirector }),
  };
}

/**
 * Who is calling a legal-aid route, with what the record rules need (ARCHITECTURE.md convention 4): the
 * caller's lawyer record and structure, the structure they direct, the region of a chamber officer or
 * investigator, the per-user order permission, and the permissions their role holds now (as the ADMIN
 * may have edited the table). Each policy (investigator-requests, orders, checklists) reads this.
 */
import type { Permission, Role } from '@portal/domain';
import type { Database } from '../../db/client';
import { actorKit, type CallGroup, type GroupHandlers, groupRoutes } from '../../http/define-route';
import type { ModuleDeps } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import type { AuthContext } from '../auth';
import { permissionsOf } from '../permissions';

export interface LegalAidCaller {
  personId: number;
  pinfl: string;
  role: Role;
  /**
   * The caller's lawyer record, if they are a lawyer: the structure they work in now (null: alone), with
   * its name and whether it is restricted from issuing orders, and whether their license is active (what
   * the rule "may issue an order" reads of the caller, orders/policy.ts `orderIssueGaps`).
   */
  lawyer: {
    id: number;
    contragentId: number | null;
    regionId: number;
    licenseActive: boolean;
    structure: { id: number; name: string; orderRestricted: boolean } | null;
  } | null;
  /** The (not archived) structure the caller directs, and its region. */
  directedContragentId: number | null;
  directedRegionId: number | null;
  /** The region of the caller's account (REGION_CHAMBER, INVESTIGATOR). */
  regionId: number | null;
  /** The per-user order permission (user_accounts.order_permission). */
  orderPermission: boolean;
  /** The permissions the caller's role holds now. */
  grants: ReadonlySet<Permission>;
}

/** The caller as the record rules see them: the facts read with their session, and their role's grants. */
export async function legalAidCaller(db: Database, auth: AuthContext): Promise<LegalAidCaller> {
  const { facts } = auth;
  return {
    personId: auth.personId,
    pinfl: auth.pinfl,
    role: auth.role,
    lawyer:
      facts.lawyerId !== null && facts.lawyerRegionId !== null
        ? {
            id: facts.lawyerId,
            contragentId: facts.contragentId,
            regionId: facts.lawyerRegionId,
            licenseActive: facts.lawyerStatus === 'ACTIVE',
            structure:
              facts.contragentId === null
                ? null
                : {
                    id: facts.contragentId,
                    name: facts.contragentName ?? '',
                    orderRestricted: facts.orderRestricted ?? false,
                  },
          }
        : null,
    directedContragentId: facts.directedContragentId,
    directedRegionId: facts.directedRegionId,
    regionId: facts.regionId,
    orderPermission: facts.orderPermission,
    grants: new Set(await permissionsOf(db, auth.role)),
  };
}

/** The actor of a workflow step and of the services: role, person, order permission. */
export function actorOf(caller: LegalAidCaller) {
  return { role: caller.role, personId: caller.personId, orderPermission: caller.orderPermission };
}

/**
 * The workflow step `event` the caller takes on record `id`, as `transition` is given it beside the
 * step's own comment, columns and notifications:
 *
 *   await transition(tx, 'contract', { ...stepBy(caller, id, 'CONFIRM'), set: {…}, notifications });
 */
export function stepBy<E extends string>(caller: LegalAidCaller, id: number, event: E) {
  return { id, event, actor: actorOf(caller) };
}

/** The call kit's `handle` for legal-aid calls: the handler's actor is the LegalAidCaller. */
export function legalAidHandle(db: Database) {
  return actorKit((request) => legalAidCaller(db, requireAuth(request)));
}

/**
 * A module's routes for one group of legal-aid calls: `build` takes the module's dependencies and answers
 * the group's handlers, whose actor is the LegalAidCaller.
 */
export const legalAidRoutes = <G extends CallGroup>(
  group: G,
  build: (deps: ModuleDeps) => GroupHandlers<G, LegalAidCaller>,
) => groupRoutes(({ db }) => legalAidHandle(db), group, build);

/**
 * Who may do what with structures, their registration and their contracts (docs/domain.md "Structures").
 * Routes and services ask here; a record the caller may not see is 404, like a missing one.
 */
import {
  availableEvents,
  CONTRACT_WORKFLOW,
  type ContractStatus,
  mayCreate,
  STRUCTURE_REGISTRATION_WORKFLOW,
} from '@portal/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import { contragents, employments, structureContracts, structureRegistrations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import { stepFlags } from '../../kit/step-flags';
import type { LegalAidCaller } from '../legal-aid';

/** Whether the caller edits the data of the structure they direct (the director, registered structure). */
export function mayEditStructure(caller: LegalAidCaller): boolean {
  return caller.directedContragentId !== null && caller.grants.has('structure.manage');
}

/** The structure the caller directs, as a condition on contragents (null: none). */
export function directedStructure(caller: LegalAidCaller): SQL | null {
  return caller.directedContragentId === null ? null : eq(contragents.id, caller.directedContragentId);
}

/** The employments of the structure the caller directs (null: none). */
export function ownEmployments(caller: LegalAidCaller): SQL | null {
  return caller.directedContragentId === null
    ? null
    : eq(employments.contragentId, caller.directedContragentId);
}

/**
 * Whose control-panel figures the caller sees: a DIRECTOR the structure they direct, a LAWYER their own
 * work; null: none (docs/domain.md "Control panel figures").
 */
export function panelScopeOf(
  caller: LegalAidCaller,
): { kind: 'STRUCTURE'; contragentId: number } | { kind: 'LAWYER'; lawyerId: number } | null {
  if (caller.role === 'DIRECTOR' && caller.directedContragentId !== null)
    return { kind: 'STRUCTURE', contragentId: caller.directedContragentId };
  if (caller.role === 'LAWYER' && caller.lawyer) return { kind: 'LAWYER', lawyerId: caller.lawyer.id };
  return null;
}

/** Whether the caller may file a new registration: directs none yet, and the workflow lets the role. */
export function mayRegisterStructure(caller: LegalAidCaller, hasLiveFiling: boolean): boolean {
  return (
    caller.directedContragentId === null &&
    !hasLiveFiling &&
    mayCreate(STRUCTURE_REGISTRATION_WORKFLOW, 'SEND', caller.role)
  );
}

/** The filings a caller sees in the chamber's list: their region's (ADMIN: all); null: none. */
export function registrationScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'ADMIN') return undefined;
  if (caller.role === 'REGION_CHAMBER' && caller.regionId !== null)
    return eq(structureRegistrations.regionId, caller.regionId);
  return null;
}

/** The caller's own filings (as applicant). */
export function ownRegistrations(caller: LegalAidCaller): SQL {
  return eq(structureRegistrations.applicantPersonId, caller.personId);
}

export function registrationCan(caller: LegalAidCaller, row: { status: string; regionId: number }) {
  const mine = caller.role === 'REGION_CHAMBER' && caller.regionId === row.regionId;
  return stepFlags(STRUCTURE_REGISTRATION_WORKFLOW, row.status, caller.role, mine, ['ACCEPT', 'REJECT']);
}

/**
 * A filing is seen by its applicant and by the chamber of its region (ADMIN: all); the chamber decides
 * it. A change locks it within the chamber's scope only (`registrationScope`).
 */
export const registrationPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => {
    const chamber = registrationScope(caller);
    return chamber === undefined ? undefined : or(ownRegistrations(caller), chamber ?? undefined);
  },
  can: registrationCan,
});

/** What a chamber's decision on a filing locks: one of its region's (`registrationScope`); others 404. */
export const registrationDecisionPolicy = definePolicy({
  findVisible: registrationScope,
  can: registrationCan,
});

/** The contracts the caller is a party to: the director's structure's and their own as a lawyer. */
export function contractPartyScope(caller: LegalAidCaller): SQL | null {
  const asDirector =
    caller.role === 'DIRECTOR' && caller.directedContragentId !== null
      ? eq(structureContracts.contragentId, caller.directedContragentId)
      : undefined;
  const asLawyer = caller.lawyer ? eq(structureContracts.lawyerId, caller.lawyer.id) : undefined;
  return asDirector || asLawyer ? or(asDirector, asLawyer)! : null;
}

/** The contracts a caller is a party to: the director's structure's, or the lawyer's own. */
export function contractParty(
  caller: LegalAidCaller,
  row: { contragentId: number; lawyerId: number },
): 'DIRECTOR' | 'LAWYER' | null {
  if (caller.directedContragentId === row.contragentId && caller.role === 'DIRECTOR') return 'DIRECTOR';
  if (caller.lawyer?.id === row.lawyerId) return 'LAWYER';
  return null;
}

/** What the caller may do with a contract now (the `can` of its DTO). */
export function contractCan(
  caller: LegalAidCaller,
  row: { status: string; contragentId: number; lawyerId: number },
) {
  const party = contractParty(caller, row);
  const events =
    party === null ? [] : availableEvents(CONTRACT_WORKFLOW, row.status as ContractStatus, caller.role);
  return {
    confirm: party === 'LAWYER' && events.includes('CONFIRM'),
    refuse: party === 'LAWYER' && events.includes('CANCEL_BY_LAWYER'),
    cancel: party === 'DIRECTOR' && events.includes('CANCEL_BY_DIRECTOR'),
  };
}

/**
 * A contract is seen by its two parties (ADMIN: every one) and changed only by them: a change locks it
 * within `contractPartyScope`, so anyone else gets 404.
 */
export const contractPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => (caller.role === 'ADMIN' ? undefined : contractPartyScope(caller)),
  can: contractCan,
});

/** What a party's step on a contract locks: one they are a party to (never ADMIN's); others 404. */
export const contractStepPolicy = definePolicy({ findVisible: contractPartyScope, can: contractCan });

/** Whether the caller sends contracts to lawyers (and keeps the employees): the director of a registered structure. */
export function maySendContract(caller: LegalAidCaller): boolean {
  return (
    caller.directedContragentId !== null &&
    caller.role === 'DIRECTOR' &&
    mayCreate(CONTRACT_WORKFLOW, 'SEND', caller.role)
  );
}

/** A structure that is not (yet) registered cannot hire: spec section 8 "this structure is not registered". */
export function assertDirectsRegistered(caller: LegalAidCaller): number {
  if (caller.directedContragentId === null || caller.role !== 'DIRECTOR')
    throw new AppError('BUSINESS_RULE', { messageKey: 'errors:business.structureNotRegistered' });
  return caller.directedContragentId;
}

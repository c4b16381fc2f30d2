/**
 * What the registers say of an appeal's author, asked before its transaction opens: a register that is
 * down or slow answers a 503 and nothing is written (no appeal, no file).
 */
import type { AppealCaller } from './caller';
import { type AppealDeps, businessRule } from './shared';

/** What the registers said, kept with the appeal. */
export interface RegisterFacts {
  status: 'SEND' | 'REJECTED';
  disabilityGroup?: number | null;
  disabilityValidUntil?: string | null;
  socialProgramme?: string | null;
  socialSince?: string | null;
}

/**
 * The register check of a pro bono appeal: the author's own disability, by their pinfl and passport. A
 * pinfl other than the caller's is refused (422): nobody probes someone else's standing in the register.
 */
export async function checkOwnDisability(
  deps: Pick<AppealDeps, 'adapters'>,
  caller: AppealCaller,
  passportSerialNumber: string,
  requestId?: string,
  pinfl: string = caller.pinfl,
) {
  if (pinfl !== caller.pinfl) throw businessRule('appeals:error.ownDataOnly', 'pinfl');
  const answer = await deps.adapters.disabilityRegister.check(caller.pinfl, passportSerialNumber, requestId);
  if (!answer) throw businessRule('errors:business.passportNotFound', 'passportSerialNumber');
  return answer;
}

export async function proBonoFacts(
  deps: AppealDeps,
  caller: AppealCaller,
  passport: string,
  requestId?: string,
) {
  const answer = await checkOwnDisability(deps, caller, passport, requestId);
  if (!answer.confirmed) throw businessRule('errors:business.disabilityNotConfirmed');
  return {
    status: 'SEND',
    disabilityGroup: answer.group,
    disabilityValidUntil: answer.validUntil,
  } satisfies RegisterFacts;
}

export async function stateFundedFacts(deps: AppealDeps, caller: AppealCaller, requestId?: string) {
  const answer = await deps.adapters.socialProtection.enrolment(caller.pinfl, requestId);
  return {
    status: answer.enrolled ? 'SEND' : 'REJECTED',
    socialProgramme: answer.programme?.code ?? null,
    socialSince: answer.since,
  } satisfies RegisterFacts;
}

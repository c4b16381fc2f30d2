/**
 * Whose works the caller sees (docs/domain.md "My works"): a lawyer (checklist.fill) their own record
 * only; a person with the permission but no lawyer record is refused with its message.
 */
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';

/** The lawyer record whose works the caller reads. */
export function worksLawyerId(caller: LegalAidCaller): number {
  if (!caller.lawyer) throw new AppError('BUSINESS_RULE', { messageKey: 'legal-aid:error.lawyerNotFound' });
  return caller.lawyer.id;
}

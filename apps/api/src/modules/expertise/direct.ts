/**
 * DIRECT: a head of department (or a director) sends a request on to another organization, with a
 * reason: it leaves their queue for the other's (DIRECTED, nobody assigned), whose staff are told, and
 * the lawyer is told where it went.
 */
import type { Language } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { expertiseOrganizations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { inOneTransaction } from '../../kit/transaction';
import type { ExpertiseCaller } from './caller';
import { bodyStep, expertiseNotice, staffOf, toLawyer } from './shared';

export const directExpertise = inOneTransaction(
  async (
    tx,
    caller: ExpertiseCaller,
    input: { id: number; organizationId: number; reason: string },
    lang: Language,
  ) => {
    const [target] = await tx
      .select()
      .from(expertiseOrganizations)
      .where(
        and(eq(expertiseOrganizations.id, input.organizationId), eq(expertiseOrganizations.active, true)),
      );
    if (!target)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'expertise:error.organizationNotFound',
        field: 'organizationId',
      });
    if (caller.staff && target.id === caller.staff.organizationId)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'expertise:error.sameOrganization',
        field: 'organizationId',
      });
    const staff = await staffOf(tx, target.id, ['EXPERT', 'HEAD_OF_DEPARTMENT']);
    return bodyStep(tx, caller, input.id, 'DIRECT', {
      comment: input.reason,
      set: (row) => ({
        organizationId: target.id,
        directedFromId: row.organizationId,
        expertPersonId: null,
        reason: input.reason,
      }),
      notifications: (row) => [
        ...toLawyer(row, 'DIRECT', { reason: input.reason, organization: nameIn(target, lang) }),
        ...expertiseNotice(staff, 'NEW', row.id, { id: row.id }),
      ],
    });
  },
);

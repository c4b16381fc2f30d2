/**
 * passportDataByPinFL: the caller's own record in the person registry, to prefill the candidate form
 * (the registry through its adapter; the read is written to the query log like user-info's).
 */
import type { PassportDataDto } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { PersonRegistryAdapter } from '../../adapters/person-registry';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';
import { writeQueryLog } from '../query-log';

export async function passportDataOf(
  db: Database,
  registry: PersonRegistryAdapter,
  caller: LegalAidCaller,
  request: FastifyRequest,
): Promise<PassportDataDto> {
  let outcome = 'OK';
  try {
    const p = await registry.findByPinfl(caller.pinfl, request.id);
    if (!p) {
      outcome = 'NOT_FOUND';
      throw new AppError('NOT_FOUND', { messageKey: 'errors:business.passportNotFound', field: 'pinfl' });
    }
    return {
      pinfl: p.pinfl,
      lastName: p.surname,
      firstName: p.firstName,
      parentName: p.patronymic,
      birthDate: p.birthDate,
      birthPlace: p.birthPlace,
      passport: p.passport,
      passportIssuedBy: p.passportIssuePlace,
      passportIssueDate: p.passportIssueDate,
      passportExpiryDate: p.passportExpiryDate,
      address: p.address,
      regionId: p.regionId,
    };
  } catch (error) {
    if (outcome === 'OK') outcome = error instanceof AppError ? error.code : 'INTERNAL';
    throw error;
  } finally {
    await writeQueryLog(db, request, {
      action: 'PERSON_READ',
      channel: 'PERSON_REGISTRY',
      outcome,
      subjectPinfl: caller.pinfl,
      details: { purpose: 'candidate-form' },
    });
  }
}

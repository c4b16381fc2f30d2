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
import { readPersonOnRecord } from '../query-log';
import { registryIdentity } from '../../people/person-row';

export async function passportDataOf(
  db: Database,
  registry: PersonRegistryAdapter,
  caller: LegalAidCaller,
  request: FastifyRequest,
): Promise<PassportDataDto> {
  const p = await readPersonOnRecord(db, registry, request, caller.pinfl, 'candidate-form');
  if (!p) throw new AppError('NOT_FOUND', { messageKey: 'errors:business.passportNotFound', field: 'pinfl' });
  return { ...registryIdentity(p), regionId: p.regionId };
}

/** The national person and passport registry (gov-sim's own REST/JSON in development): a person by pinfl. */
import { type PersonRecord, personRecordSchema } from '@portal/integrations';
import type { Config } from '../config';
import { getJson } from './http';

/** A person as the registry answers it (packages/integrations). */
export type RegistryPerson = PersonRecord;

export interface PersonRegistryAdapter {
  /** The person with this pinfl, or null when the registry has nobody with it. */
  findByPinfl(pinfl: string, requestId?: string): Promise<RegistryPerson | null>;
}

export function createPersonRegistryAdapter(
  config: Pick<Config, 'registries' | 'nationalSystems'>,
): PersonRegistryAdapter {
  return {
    findByPinfl: (pinfl, requestId) =>
      getJson(
        `${config.registries.personRegistryUrl}/persons/${encodeURIComponent(pinfl)}`,
        personRecordSchema,
        { system: 'personRegistry', timeoutMs: config.nationalSystems.timeoutMs, requestId },
      ),
  };
}

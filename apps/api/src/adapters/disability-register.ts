/** The national disability register (gov-sim's own REST/JSON in development; packages/integrations). */
import { type DisabilityCheck, disabilityCheckSchema } from '@portal/integrations';
import { callSystem, systemUnavailable } from './http';

export type { DisabilityCheck };

export interface DisabilityRegister {
  /**
   * The register's answer for a person known by pinfl and passport series and number; null when the two
   * do not belong to one person. Down, slow past the timeout or answering nonsense: a 503 AppError.
   */
  check(pinfl: string, passportSerialNumber: string, requestId?: string): Promise<DisabilityCheck | null>;
}

export function createDisabilityRegister(baseUrl: string, timeoutMs: number): DisabilityRegister {
  return {
    async check(pinfl, passportSerialNumber, requestId) {
      const answer = await callSystem({
        system: 'disabilityRegister',
        url: `${baseUrl}/check`,
        method: 'POST',
        body: { pinfl, passportSerialNumber },
        timeoutMs,
        requestId,
      });
      if (answer.status === 404) return null;
      const parsed = disabilityCheckSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success || parsed.data.pinfl !== pinfl)
        throw systemUnavailable('disabilityRegister', new Error(`check answered ${answer.status}`));
      return parsed.data;
    },
  };
}

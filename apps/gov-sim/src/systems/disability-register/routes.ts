import { type DisabilityCheck, disabilityCheckBody } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';

/** Today in Tashkent (UTC+5), YYYY-MM-DD, on the simulator's clock. */
function tashkentToday(now: number): string {
  return new Date(now + 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The national disability register (packages/integrations/src/disability-register.ts), mounted at
 * /disability-register: `POST /check {pinfl, passportSerialNumber}`. About 5 % of the synthetic people
 * have a disability on record (persona `disabled-person`: group 2, valid until 2027-12-31); a
 * confirmation whose last day has passed answers `confirmed: false` with the old entry.
 */
export const disabilityRegisterRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.post('/check', async (request): Promise<DisabilityCheck> => {
    const { pinfl, passportSerialNumber } = parseInput(disabilityCheckBody, request.body ?? {});
    const person = context.population.findByPinfl(pinfl);
    if (!person || person.passport !== passportSerialNumber)
      throw new SimulatorError(404, 'PERSON_NOT_FOUND', 'No person with this pinfl and passport');
    const entry = person.disability;
    return {
      pinfl,
      confirmed: entry !== null && entry.confirmedUntil >= tashkentToday(context.now()),
      group: entry?.group ?? null,
      validUntil: entry?.confirmedUntil ?? null,
    };
  });
};

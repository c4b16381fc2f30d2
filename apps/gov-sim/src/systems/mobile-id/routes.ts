import { pinflParams, type Subscriber } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';

/**
 * The mobile-ID subscriber register (mounted at /mobile-id): which phone a person enrolled for mobile-ID
 * sign-in. integrations.md fixes no protocol for it, so the simulator speaks its own REST/JSON:
 * - `GET /subscribers/:pinfl` -> `{pinfl, phone, status: 'ACTIVE'}`; 404 NOT_ENROLLED for a person who is
 *   not enrolled (or unknown: the register does not say which); 400 when the pinfl is not 14 digits.
 */
export const mobileIdRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.get('/subscribers/:pinfl', async (request) => {
    const { pinfl } = parseInput(pinflParams, request.params);
    const person = context.population.findByPinfl(pinfl);
    if (!person || !person.mobileIdEnrolled)
      throw new SimulatorError(404, 'NOT_ENROLLED', 'This person is not enrolled in mobile-ID');
    return { pinfl: person.pinfl, phone: person.phone, status: 'ACTIVE' } satisfies Subscriber;
  });
};

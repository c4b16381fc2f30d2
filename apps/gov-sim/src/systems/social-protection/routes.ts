import { pinflParams, type SocialProtectionAnswer } from '@portal/integrations';
import type { SocialProgramme } from '@portal/synthetic';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput } from '../../errors';

/** The register's own names of its programmes (Uzbek Latin). */
const PROGRAMME_NAMES: Record<SocialProgramme, string> = {
  LOW_INCOME_FAMILY: 'Kam taʼminlangan oilalarga nafaqa',
  CHILD_ALLOWANCE: 'Bolalar nafaqasi',
  CHILDCARE_ALLOWANCE: 'Bola parvarishi nafaqasi',
  MATERIAL_ASSISTANCE: 'Moddiy yordam',
};

/**
 * The unified register of social protection (packages/integrations/src/social-protection.ts), mounted at
 * /social-protection: `GET /persons/:pinfl`. About 15 % of the synthetic people are enrolled (persona
 * `social-register-citizen` since 2024-03-15, low-income family allowance); anyone else, a pinfl nobody
 * has included, is `enrolled: false`.
 */
export const socialProtectionRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.get('/persons/:pinfl', async (request): Promise<SocialProtectionAnswer> => {
    const { pinfl } = parseInput(pinflParams, request.params);
    const entry = context.population.findByPinfl(pinfl)?.socialProtection ?? null;
    return {
      pinfl,
      enrolled: entry !== null,
      since: entry?.registeredOn ?? null,
      programme: entry ? { code: entry.programme, name: PROGRAMME_NAMES[entry.programme] } : null,
    };
  });
};

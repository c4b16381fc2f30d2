import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../context';
import { courtsRoutes } from './courts/routes';
import { disabilityRegisterRoutes } from './disability-register/routes';
import { documentExchangeRoutes } from './document-exchange/routes';
import { interiorMinistryRoutes } from './interior-ministry/routes';
import { personRegistryRoutes } from './person-registry/routes';
import { postRoutes } from './post/routes';
import { signatureServerRoutes } from './signature-server/routes';
import { signingClientRoutes } from './signing-client/routes';
import { mobileIdRoutes } from './mobile-id/routes';
import { oneIdRoutes } from './one-id/routes';
import { paymeRoutes } from './payme/routes';
import { smsGatewayRoutes } from './sms-gateway/routes';
import { taxRegistryRoutes } from './tax-registry/routes';
import { socialProtectionRoutes } from './social-protection/routes';

/** One national system the simulator plays. Each lives in `src/systems/<id>/`. */
export interface SimulatedSystem {
  /** Stable id, also the folder name; listed by `GET /health`. */
  id: string;
  /** Human name, for the index page. */
  name: string;
  /** Path prefix its routes are mounted under. */
  prefix: string;
  /** Which protocol it speaks and where that protocol is defined. */
  protocol: string;
  /** Its routes, registered under `prefix` with the shared context. */
  routes: FastifyPluginAsync<SystemPluginOptions>;
}

/** Every simulated system, in the order the index page lists them. */
export const SIMULATED_SYSTEMS: readonly SimulatedSystem[] = [
  {
    id: 'person-registry',
    name: 'Person and passport registry',
    prefix: '/person-registry',
    protocol: 'REST/JSON, the simulator’s own (integrations.md does not fix one)',
    routes: personRegistryRoutes,
  },
  {
    id: 'interior-ministry',
    name: 'Interior ministry: criminal cases and convictions',
    prefix: '/interior-ministry',
    protocol: 'REST/JSON, the simulator’s own (see src/systems/interior-ministry/routes.ts)',
    routes: interiorMinistryRoutes,
  },
  {
    id: 'courts',
    name: 'Courts: court list and hearings of criminal cases',
    prefix: '/courts',
    protocol: 'REST/JSON, the simulator’s own (see src/systems/courts/routes.ts)',
    routes: courtsRoutes,
  },
  {
    id: 'disability-register',
    name: 'Disability register',
    prefix: '/disability-register',
    protocol: 'REST/JSON, the simulator’s own (see packages/integrations/src/disability-register.ts)',
    routes: disabilityRegisterRoutes,
  },
  {
    id: 'social-protection',
    name: 'Unified register of social protection',
    prefix: '/social-protection',
    protocol: 'REST/JSON, the simulator’s own (see packages/integrations/src/social-protection.ts)',
    routes: socialProtectionRoutes,
  },
  {
    id: 'signature-server',
    name: 'E-signature verification server',
    prefix: '/e-signature-server',
    protocol:
      'REST, integrations.md “E-signature” (/frontend/challenge, /backend/auth, /backend/pkcs7/verify/attached)',
    routes: signatureServerRoutes,
  },
  {
    id: 'signing-client',
    name: 'E-signature client on the user’s computer (key cards of the demo personas)',
    prefix: '/signing-client',
    protocol: 'WebSocket on its own port (GOV_SIM_SIGNING_CLIENT_PORT), integrations.md “E-signature client”',
    routes: signingClientRoutes,
  },
  {
    id: 'one-id',
    name: 'National single sign-on (OneID)',
    prefix: '/one-id',
    protocol: 'one-id OAuth code flow at /sso/oauth/Authorization.do (integrations.md)',
    routes: oneIdRoutes,
  },
  {
    id: 'mobile-id',
    name: 'Mobile-ID subscriber register',
    prefix: '/mobile-id',
    protocol: 'REST/JSON, the simulator’s own (integrations.md does not fix one)',
    routes: mobileIdRoutes,
  },
  {
    id: 'sms-gateway',
    name: 'SMS gateway (inbox at /sms-gateway/inbox)',
    prefix: '/sms-gateway',
    protocol: 'REST/JSON with HTTP Basic, the simulator’s own (integrations.md does not fix one)',
    routes: smsGatewayRoutes,
  },
  {
    id: 'tax-registry',
    name: 'Tax registry: companies by INN',
    prefix: '/tax-registry',
    protocol: 'REST/JSON, the simulator’s own (see src/systems/tax-registry/routes.ts)',
    routes: taxRegistryRoutes,
  },
  {
    id: 'payme',
    name: 'Payment provider (Payme): checkout page, journal at /payme/transactions',
    prefix: '/payme',
    protocol: 'Payme merchant API (JSON-RPC, Basic auth), integrations.md “Payments”; calls the merchant',
    routes: paymeRoutes,
  },
  {
    id: 'post',
    name: 'The post: parcel registration and tracking (control: PUT /post/parcels/{tracking}/outcome)',
    prefix: '/post',
    protocol: 'REST/JSON, the simulator’s own (see packages/integrations/src/post.ts)',
    routes: postRoutes,
  },
  {
    id: 'document-exchange',
    name: 'Inter-agency document exchange (E-IJRO, SEDO): letters to government bodies',
    prefix: '/document-exchange',
    protocol: 'REST/JSON, the simulator’s own (see packages/integrations/src/document-exchange.ts)',
    routes: documentExchangeRoutes,
  },
];

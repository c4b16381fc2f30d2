/**
 * The inter-agency document exchange (gov-sim's own REST/JSON in development; packages/integrations
 * document-exchange.ts): the bodies letters go to, registering a letter, and its receipt and response.
 */
import {
  type ExchangeLetterBody,
  type ExchangeLetterState,
  exchangeLetterStateSchema,
  type ExchangeNetwork,
  type ExchangeOrganization,
  exchangeOrganizationListSchema,
  type ExchangeRegistration,
  exchangeRegistrationSchema,
  type MailRegion,
  mailRegionListSchema,
} from '@portal/integrations';
import { AppError } from '../errors/app-error';
import { callSystem, getJson, systemUnavailable } from './http';

export type { ExchangeLetterState, ExchangeOrganization, MailRegion };

export interface DocumentExchange {
  organizations(network?: ExchangeNetwork): Promise<ExchangeOrganization[]>;
  mailRegions(): Promise<MailRegion[]>;
  /** Registers a letter; an unknown recipient is a 400 naming `recipientOrgId`. Down or slow: 503. */
  register(letter: ExchangeLetterBody): Promise<ExchangeRegistration>;
  /** The letter's state at the exchange, or null when the exchange does not know it. */
  state(exchangeId: string): Promise<ExchangeLetterState | null>;
}

export function createDocumentExchange(baseUrl: string, timeoutMs: number): DocumentExchange {
  const options = { system: 'documentExchange' as const, timeoutMs };
  return {
    async organizations(network) {
      const url = `${baseUrl}/organizations${network ? `?network=${network}` : ''}`;
      const answer = await getJson(url, exchangeOrganizationListSchema, options);
      if (!answer) throw systemUnavailable('documentExchange');
      return answer.list;
    },
    async mailRegions() {
      const answer = await getJson(`${baseUrl}/mail-regions`, mailRegionListSchema, options);
      if (!answer) throw systemUnavailable('documentExchange');
      return answer.list;
    },
    async register(letter) {
      // documents travel as base64: allow the exchange more time than a look-up
      const answer = await callSystem({
        ...options,
        url: `${baseUrl}/letters`,
        body: letter,
        timeoutMs: timeoutMs * 3,
      });
      if (answer.status === 404)
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'letters:error.recipientUnknown',
          field: 'recipientOrgId',
        });
      const parsed = exchangeRegistrationSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw systemUnavailable('documentExchange', parsed.error ?? new Error(`answered ${answer.status}`));
      return parsed.data;
    },
    state: (exchangeId) =>
      getJson(`${baseUrl}/letters/${encodeURIComponent(exchangeId)}`, exchangeLetterStateSchema, options),
  };
}

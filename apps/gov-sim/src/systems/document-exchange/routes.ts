import { randomUUID } from 'node:crypto';
import {
  exchangeLetterBody,
  exchangeLetterParams,
  type ExchangeLetterState,
  exchangeOrganizationsQuery,
  type ExchangeRegistration,
} from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { EXCHANGE_ORGANIZATIONS, MAIL_REGIONS } from './organizations';
import { responsePdf } from './response-pdf';

interface HeldLetter {
  exchangeId: string;
  registrationNumber: string;
  registeredAt: number;
  recipient: (typeof EXCHANGE_ORGANIZATIONS)[number];
  subject: string;
  outgoingNumber: string;
  /** When the receipt and the response appear (simulator clock, ms); `advance` brings them forward. */
  receiptAt: number;
  answerAt: number;
  response: ExchangeLetterState['response'];
}

/** Letters kept (in memory: a development process); the oldest go first. */
const MAX_LETTERS = 5000;
const advanceBody = z.object({ to: z.enum(['DELIVERED', 'ANSWERED']) });

/**
 * The inter-agency document exchange (packages/integrations/src/document-exchange.ts), mounted at
 * /document-exchange. A registered letter is DELIVERED (the body's receipt) `receiptAfterSeconds` later
 * and ANSWERED (a response letter with its PDF) `answerAfterSeconds` later, by the simulator's clock.
 * Developers and tests bring either forward with `POST /letters/:exchangeId/advance {to}` (simulator
 * control, not part of the exchange's protocol; the letter's registration number works in place of its
 * id, since that is what the portal's screens show).
 */
export const documentExchangeRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const letters = new Map<string, HeldLetter>();
  const { receiptAfterSeconds, answerAfterSeconds } = context.config.documentExchange;
  let sequence = 0;

  app.get('/organizations', async (request) => {
    const { network } = parseInput(exchangeOrganizationsQuery, request.query);
    return { list: EXCHANGE_ORGANIZATIONS.filter((o) => !network || o.network === network) };
  });

  app.get('/mail-regions', async () => ({ list: MAIL_REGIONS }));

  app.post('/letters', { bodyLimit: 120 * 1024 * 1024 }, async (request): Promise<ExchangeRegistration> => {
    const body = parseInput(exchangeLetterBody, request.body ?? {});
    const recipient = EXCHANGE_ORGANIZATIONS.find((o) => o.id === body.recipientId);
    if (!recipient)
      throw new SimulatorError(404, 'RECIPIENT_NOT_FOUND', `No body ${body.recipientId}`, 'recipientId');
    const now = context.now();
    const exchangeId = randomUUID();
    const registrationNumber = `${recipient.network}-${new Date(now).getUTCFullYear()}-${String(++sequence).padStart(6, '0')}`;
    letters.set(exchangeId, {
      exchangeId,
      registrationNumber,
      registeredAt: now,
      recipient,
      subject: body.subject,
      outgoingNumber: body.outgoingNumber,
      receiptAt: now + receiptAfterSeconds * 1000,
      answerAt: now + answerAfterSeconds * 1000,
      response: null,
    });
    if (letters.size > MAX_LETTERS) letters.delete(letters.keys().next().value!);
    return { exchangeId, registrationNumber, registeredAt: new Date(now).toISOString() };
  });

  /** A letter by its exchange id, or (simulator control) by its registration number. */
  function held(params: unknown): HeldLetter {
    const { exchangeId } = parseInput(exchangeLetterParams, params);
    const letter =
      letters.get(exchangeId) ?? [...letters.values()].find((l) => l.registrationNumber === exchangeId);
    if (!letter) throw new SimulatorError(404, 'LETTER_NOT_FOUND', `No letter ${exchangeId}`);
    return letter;
  }

  async function stateOf(letter: HeldLetter): Promise<ExchangeLetterState> {
    const now = context.now();
    const delivered = now >= letter.receiptAt || now >= letter.answerAt;
    const answered = now >= letter.answerAt;
    if (answered && !letter.response) {
      const number = `${letter.recipient.id}/${String(++sequence).padStart(5, '0')}`;
      const date = new Date(letter.answerAt).toISOString().slice(0, 10);
      letter.response = {
        number,
        date,
        subject: `Javob: ${letter.subject}`,
        signerName: 'Devonxona boshligʻi',
        answeredAt: new Date(letter.answerAt).toISOString(),
        pdfBase64: (
          await responsePdf({ number, date, from: letter.recipient.name, to: letter.outgoingNumber })
        ).toString('base64'),
      };
    }
    return {
      exchangeId: letter.exchangeId,
      registrationNumber: letter.registrationNumber,
      state: answered ? 'ANSWERED' : delivered ? 'DELIVERED' : 'REGISTERED',
      receipt: delivered
        ? {
            incomingNumber: letter.registrationNumber,
            receivedAt: new Date(Math.min(letter.receiptAt, letter.answerAt)).toISOString(),
            receivedBy: letter.recipient.name,
          }
        : null,
      response: answered ? letter.response : null,
    };
  }

  app.get('/letters/:exchangeId', async (request) => stateOf(held(request.params)));

  app.post('/letters/:exchangeId/advance', async (request) => {
    const letter = held(request.params);
    const { to } = parseInput(advanceBody, request.body ?? {});
    const now = context.now();
    letter.receiptAt = Math.min(letter.receiptAt, now);
    if (to === 'ANSWERED') letter.answerAt = Math.min(letter.answerAt, now);
    return stateOf(letter);
  });
};

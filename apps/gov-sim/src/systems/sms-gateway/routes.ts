import { timingSafeEqual } from 'node:crypto';
import { type SmsInboxLast, smsInboxLastQuery, smsSendBody, type SmsSendAnswer } from '@portal/integrations';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { escapeHtml } from '../../html';
import { codeIn, SmsInbox } from './inbox';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The SMS gateway (mounted at /sms-gateway). integrations.md fixes no protocol, so the simulator speaks
 * its own REST/JSON, as SMS aggregators do:
 * - `POST /api/send` (HTTP Basic with the portal's account) `{recipient, text, reference?}` ->
 *   `{id, status: 'ACCEPTED'}`; 401 UNAUTHORIZED for wrong credentials; 400 for a bad phone or text.
 * - `GET /inbox`: an HTML page of the last messages (developers read their codes there).
 * - `GET /inbox/last?phone=+998…` -> the last message to that phone `{recipient, text, code, sentAt}`,
 *   404 NO_MESSAGE (the e2e tests read the mobile-ID code here).
 */
export const smsGatewayRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const inbox = new SmsInbox();
  const { login, password } = context.config.smsGateway;

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return sameText(decoded, `${login}:${password}`);
  }

  app.post('/api/send', async (request) => {
    if (!authorized(request))
      throw new SimulatorError(401, 'UNAUTHORIZED', 'Wrong gateway login or password');
    const { recipient, text, reference } = parseInput(smsSendBody, request.body ?? {});
    const message = inbox.add(recipient, text, reference ?? null);
    return { id: message.id, status: 'ACCEPTED' } satisfies SmsSendAnswer;
  });

  app.get('/inbox/last', async (request) => {
    const { phone } = parseInput(smsInboxLastQuery, request.query);
    const [message] = inbox.latest(1, phone);
    if (!message) throw new SimulatorError(404, 'NO_MESSAGE', 'No message was sent to this phone');
    return {
      recipient: message.recipient,
      text: message.text,
      code: codeIn(message.text),
      sentAt: message.sentAt,
    } satisfies SmsInboxLast;
  });

  app.get('/inbox', async (_request, reply) => {
    const rows = inbox
      .latest(100)
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.sentAt)}</td><td><code>${escapeHtml(m.recipient)}</code></td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>SMS gateway (simulator): inbox</title>
<style>body { font-family: system-ui, sans-serif; margin: 2rem; } table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; }</style></head>
<body><h1>SMS gateway — inbox (simulator)</h1>
<p>The last 100 messages, newest first. The page refreshes every 5 seconds.</p>
<table><tr><th>Sent</th><th>To</th><th>Text</th></tr>
${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}
</table></body></html>
`);
  });
};

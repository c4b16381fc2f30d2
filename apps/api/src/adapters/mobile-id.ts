/**
 * Mobile-ID: the subscriber register (which phone a person enrolled) and the SMS gateway that carries the
 * one-time code. gov-sim's own REST/JSON in development (integrations.md fixes no wire format for them).
 */
import { type SmsSend, subscriberSchema } from '@portal/integrations';
import type { Config } from '../config';
import { callSystem, systemUnavailable } from './http';

export interface MobileIdAdapter {
  /** The phone a person enrolled for mobile-ID, or null when not enrolled. */
  enrolledPhone(pinfl: string, requestId?: string): Promise<string | null>;
  /** Sends a text message; throws EXTERNAL_UNAVAILABLE when the gateway does not accept it. */
  sendSms(recipient: string, text: string, reference: string, requestId?: string): Promise<void>;
}

export function createMobileIdAdapter(config: Config): MobileIdAdapter {
  const timeoutMs = config.nationalSystems.timeoutMs;
  const basic = `Basic ${Buffer.from(`${config.smsGateway.login}:${config.smsGateway.password}`).toString('base64')}`;
  return {
    async enrolledPhone(pinfl, requestId) {
      const answer = await callSystem({
        system: 'mobileId',
        url: `${config.mobileId.url}/subscribers/${encodeURIComponent(pinfl)}`,
        timeoutMs,
        requestId,
      });
      if (answer.status === 404) return null;
      const parsed = subscriberSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw systemUnavailable('mobileId', answer.status);
      return parsed.data.phone;
    },

    async sendSms(recipient, text, reference, requestId) {
      const answer = await callSystem({
        system: 'smsGateway',
        url: `${config.smsGateway.url}/api/send`,
        method: 'POST',
        headers: { authorization: basic },
        body: { recipient, text, reference } satisfies SmsSend,
        timeoutMs,
        requestId,
      });
      if (answer.status !== 200) throw systemUnavailable('smsGateway', answer.status);
    },
  };
}

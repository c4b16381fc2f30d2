import { randomUUID } from 'node:crypto';

/** One SMS the gateway accepted. */
export interface SmsMessage {
  id: string;
  recipient: string;
  text: string;
  /** The sender's reference (the portal's otp id), if given. */
  reference: string | null;
  sentAt: string;
}

/** Messages kept for the inbox page and the tests; the oldest go first. */
const MAX_MESSAGES = 2000;

/** The phones' inbox of the simulated SMS gateway (in memory: a development process). */
export class SmsInbox {
  private readonly messages: SmsMessage[] = [];

  add(recipient: string, text: string, reference: string | null): SmsMessage {
    const message: SmsMessage = {
      id: randomUUID(),
      recipient,
      text,
      reference,
      sentAt: new Date().toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.shift();
    return message;
  }

  /** Newest first. */
  latest(limit: number, recipient?: string): SmsMessage[] {
    const out: SmsMessage[] = [];
    for (let i = this.messages.length - 1; i >= 0 && out.length < limit; i--) {
      const m = this.messages[i]!;
      if (!recipient || m.recipient === recipient) out.push(m);
    }
    return out;
  }
}

/** The first group of 4 to 8 digits in a text: the one-time code an SMS carries. */
export function codeIn(text: string): string | null {
  return /(?<!\d)(\d{4,8})(?!\d)/.exec(text)?.[1] ?? null;
}

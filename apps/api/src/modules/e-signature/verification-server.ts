/**
 * Adapter of the e-signature verification server (integrations.md "E-signature", server side): the
 * official service the site runs next to itself, played by apps/gov-sim in development and tests.
 * Bodies are raw base64 text; the user's address goes in `X-Real-IP` and the site's domain in `Host`
 * (which is why this adapter speaks node:http itself: fetch does not let a caller set `Host`).
 * Any failure to get a readable answer (down, timeout, 5xx, not JSON) is a 503 "Server error" for the user.
 */
import http from 'node:http';
import https from 'node:https';
import {
  type AttachedAnswer,
  attachedAnswerSchema,
  type AuthAnswer,
  authAnswerSchema,
  challengeAnswerSchema,
  VERIFICATION_STATUS,
} from '@portal/integrations';
import { tashkentInstant } from '@portal/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';

/** Largest answer read from the server (an attached document comes back in it). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** `status` of an answer that is OK; anything else is a refusal (integrations.md). */
export const VERIFICATION_OK = VERIFICATION_STATUS.OK;

export type { AttachedAnswer, AuthAnswer };

function serverError(cause: unknown): AppError {
  return new AppError('EXTERNAL_UNAVAILABLE', { messageKey: 'errors:business.eSignServerError', cause });
}

interface RawAnswer {
  status: number;
  text: string;
}

function call(
  settings: Config['eSignature'],
  method: 'GET' | 'POST',
  path: string,
  userIp: string,
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(settings.serverUrl + path);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method,
        headers: {
          host: settings.siteDomain,
          'x-real-ip': userIp,
          accept: 'application/json',
          ...(body !== undefined
            ? { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy(new Error('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function callJson<T extends z.ZodType>(
  settings: Config['eSignature'],
  schema: T,
  method: 'GET' | 'POST',
  path: string,
  userIp: string,
  body?: string,
): Promise<z.output<T>> {
  let raw: RawAnswer;
  try {
    raw = await call(settings, method, path, userIp, body);
  } catch (error) {
    throw serverError(error);
  }
  if (raw.status !== 200) throw serverError(new Error(`verification server answered HTTP ${raw.status}`));
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch (error) {
    throw serverError(error);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw serverError(parsed.error);
  return parsed.data;
}

/** The verification server's calls the portal uses. */
export interface VerificationServer {
  /** `GET /frontend/challenge`: a challenge to sign; a refused one (status ≠ 1) is a server error. */
  challenge(userIp: string): Promise<{ challenge: string; ttl: number }>;
  /** `POST /backend/auth`: checks a signed challenge. */
  auth(pkcs7: string, userIp: string): Promise<AuthAnswer>;
  /** `POST /backend/pkcs7/verify/attached`: checks a signed document. */
  verifyAttached(pkcs7: string, userIp: string): Promise<AttachedAnswer>;
}

export function verificationServer(config: Pick<Config, 'eSignature'>): VerificationServer {
  const settings = config.eSignature;
  return {
    async challenge(userIp) {
      const answer = await callJson(settings, challengeAnswerSchema, 'GET', '/frontend/challenge', userIp);
      if (answer.status !== VERIFICATION_OK)
        throw serverError(new Error(answer.message ?? 'challenge refused'));
      return { challenge: answer.challenge, ttl: answer.ttl };
    },
    auth: (pkcs7, userIp) => callJson(settings, authAnswerSchema, 'POST', '/backend/auth', userIp, pkcs7),
    verifyAttached: (pkcs7, userIp) =>
      callJson(settings, attachedAnswerSchema, 'POST', '/backend/pkcs7/verify/attached', userIp, pkcs7),
  };
}

const SERVER_DATE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

/**
 * A verification-server date (`YYYY-MM-DD HH:mm:ss`, Tashkent time) as an instant (packages/domain
 * `tashkentInstant`), or null; a day that does not exist (2026-02-30) is null, not the next month's.
 */
export function parseServerDate(text: string | null | undefined): Date | null {
  const m = text ? SERVER_DATE.exec(text.trim()) : null;
  return m ? tashkentInstant(m[1]!, m[2]!) : null;
}

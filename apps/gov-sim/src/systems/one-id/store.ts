import { randomBytes } from 'node:crypto';

/** How long an authorization code and an access token live at the simulated SSO. */
export const CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_MS = 60 * 60_000;
/** At most this many live codes and tokens are kept; the oldest go first. */
const MAX_ENTRIES = 10_000;

interface Grant {
  pinfl: string;
  clientId: string;
  expiresAt: number;
}

interface CodeGrant extends Grant {
  redirectUri: string;
}

/** Random opaque values, as the SSO hands them out. */
export function opaque(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}

function prune<T extends Grant>(map: Map<string, T>, now: number): void {
  for (const [key, grant] of map) if (grant.expiresAt <= now) map.delete(key);
  while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/**
 * The simulated SSO's memory: one-time authorization codes and access tokens. The simulator is one
 * development process, so it keeps them in memory; a restart signs everyone out of the SSO.
 */
export class OneIdStore {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly tokens = new Map<string, Grant>();

  issueCode(grant: Omit<CodeGrant, 'expiresAt'>, now = Date.now()): string {
    prune(this.codes, now);
    const code = opaque();
    this.codes.set(code, { ...grant, expiresAt: now + CODE_TTL_MS });
    return code;
  }

  /** Takes a code (it works once): its grant, or undefined when unknown, used or expired. */
  takeCode(code: string, now = Date.now()): CodeGrant | undefined {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    return grant && grant.expiresAt > now ? grant : undefined;
  }

  issueToken(
    grant: Omit<Grant, 'expiresAt'>,
    now = Date.now(),
  ): { accessToken: string; refreshToken: string } {
    prune(this.tokens, now);
    const accessToken = opaque();
    this.tokens.set(accessToken, { ...grant, expiresAt: now + ACCESS_TOKEN_TTL_MS });
    return { accessToken, refreshToken: opaque() };
  }

  token(accessToken: string, now = Date.now()): Grant | undefined {
    const grant = this.tokens.get(accessToken);
    return grant && grant.expiresAt > now ? grant : undefined;
  }

  revokeToken(accessToken: string): boolean {
    return this.tokens.delete(accessToken);
  }
}

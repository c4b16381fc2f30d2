import { randomUUID } from 'node:crypto';

/** Why a signed challenge is refused, or 'ok'. */
export type ChallengeCheck = 'ok' | 'unknown' | 'used' | 'expired';

interface Issued {
  issuedAt: number;
  used: boolean;
}

/** Most challenges kept at once; the oldest go first beyond it (a flood of GET /frontend/challenge). */
const MAX_KEPT = 100_000;

/**
 * The challenges the verification server handed out (`GET /frontend/challenge`): each is accepted once,
 * within its time to live. Kept in this process's memory: the simulator stands for an external service,
 * and a restart forgets them as a restart of that service would.
 */
export class ChallengeStore {
  private readonly issued = new Map<string, Issued>();

  constructor(private readonly ttlSeconds: number) {}

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** A new random challenge. */
  issue(now = Date.now()): string {
    this.prune(now);
    const challenge = randomUUID();
    this.issued.set(challenge, { issuedAt: now, used: false });
    return challenge;
  }

  /** Checks a signed challenge and, when it is accepted, marks it used so that it is never accepted again. */
  consume(challenge: string, now = Date.now()): ChallengeCheck {
    const entry = this.issued.get(challenge);
    if (!entry) return 'unknown';
    if (entry.used) return 'used';
    if (now - entry.issuedAt > this.ttlSeconds * 1000) return 'expired';
    entry.used = true;
    return 'ok';
  }

  private prune(now: number): void {
    // Used and expired challenges are kept for a while so that a replay is told apart from a stranger's text.
    const keepMs = this.ttlSeconds * 1000 * 10;
    for (const [challenge, entry] of this.issued) {
      if (now - entry.issuedAt <= keepMs && this.issued.size < MAX_KEPT) break;
      this.issued.delete(challenge);
    }
  }
}

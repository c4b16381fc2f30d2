/**
 * The simulated post's parcels, in memory. A parcel is registered, reports IN_TRANSIT after a tenth of the
 * transit time, and at its end its outcome: deterministic per parcel, read from its postal index (the last
 * two digits 01 to 09 fail with the nine reasons of spec section 4, in their order; anything else is
 * DELIVERED), unless a test or a demo set the outcome with the control (`setOutcome`), which holds at once.
 * The sender may recall a parcel not yet delivered or failed (`recall`): it is RECALLED from then on.
 */
import { createHash } from 'node:crypto';
import { MAIL_FAILURE_REASONS, type MailDeliveryStatus, type MailFailureReason } from '@portal/domain';
import type { Parcel, ParcelOutcome, ParcelRegistration } from '@portal/integrations';

interface StoredParcel {
  trackingNumber: string;
  registration: ParcelRegistration;
  registeredAt: number;
  /** Set by the control: the outcome and when it was set. */
  outcome: { status: MailDeliveryStatus; failureReason: MailFailureReason | null; at: number } | null;
}

/** S10 check digit (UPU): weights 8 6 4 2 3 5 9 7 over the 8 digits, 11 minus the sum mod 11. */
export function s10CheckDigit(digits: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** The parcel's tracking number, the same for the same reference: `RR`, 8 digits, check digit, `UZ`. */
export function trackingNumberOf(reference: string): string {
  const hash = createHash('sha256').update(reference).digest();
  const digits = String(hash.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  return `RR${digits}${s10CheckDigit(digits)}UZ`;
}

/** The outcome a parcel reaches by itself: by the last two digits of its postal index. */
export function naturalOutcome(postalIndex: string): {
  status: 'DELIVERED' | 'FAILED';
  failureReason: MailFailureReason | null;
} {
  const n = Number(postalIndex.slice(-2));
  const reason = n >= 1 && n <= MAIL_FAILURE_REASONS.length ? MAIL_FAILURE_REASONS[n - 1]! : null;
  return reason ? { status: 'FAILED', failureReason: reason } : { status: 'DELIVERED', failureReason: null };
}

export class ParcelStore {
  private readonly byTracking = new Map<string, StoredParcel>();

  constructor(
    private readonly transitMs: number,
    private readonly now: () => number,
  ) {}

  /** Registers a parcel; the same reference again answers the one registered (`created` false). */
  register(registration: ParcelRegistration): { parcel: Parcel; created: boolean } {
    const trackingNumber = trackingNumberOf(registration.reference);
    const known = this.byTracking.get(trackingNumber);
    if (known) return { parcel: this.view(known), created: false };
    const stored: StoredParcel = { trackingNumber, registration, registeredAt: this.now(), outcome: null };
    this.byTracking.set(trackingNumber, stored);
    return { parcel: this.view(stored), created: true };
  }

  get(trackingNumber: string): Parcel | undefined {
    const stored = this.byTracking.get(trackingNumber);
    return stored && this.view(stored);
  }

  /**
   * The sender recalls the parcel: RECALLED from now on, unless it already reached its end (DELIVERED,
   * FAILED: answered as it is) or was recalled before (the same answer again).
   */
  recall(trackingNumber: string): Parcel | undefined {
    const stored = this.byTracking.get(trackingNumber);
    if (!stored) return undefined;
    const now = this.view(stored);
    if (now.status === 'DELIVERED' || now.status === 'FAILED' || now.status === 'RECALLED') return now;
    stored.outcome = { status: 'RECALLED', failureReason: null, at: this.now() };
    return this.view(stored);
  }

  /** The control: what the parcel reports from now on. */
  setOutcome(trackingNumber: string, outcome: ParcelOutcome): Parcel | undefined {
    const stored = this.byTracking.get(trackingNumber);
    if (!stored) return undefined;
    stored.outcome = { status: outcome.status, failureReason: outcome.failureReason ?? null, at: this.now() };
    return this.view(stored);
  }

  private view(p: StoredParcel): Parcel {
    const iso = (ms: number) => new Date(ms).toISOString();
    const events: Parcel['events'] = [{ status: 'REGISTERED', failureReason: null, at: iso(p.registeredAt) }];
    const now = this.now();
    const inTransitAt = p.registeredAt + Math.ceil(this.transitMs / 10);
    if (p.outcome) {
      // A recalled parcel was in transit only if the recall came after it left.
      const leftBefore = p.outcome.status === 'RECALLED' ? p.outcome.at >= inTransitAt : true;
      if (p.outcome.status !== 'IN_TRANSIT' && p.outcome.at > p.registeredAt && leftBefore)
        events.push({
          status: 'IN_TRANSIT',
          failureReason: null,
          at: iso(Math.min(inTransitAt, p.outcome.at)),
        });
      events.push({
        status: p.outcome.status,
        failureReason: p.outcome.failureReason,
        at: iso(p.outcome.at),
      });
    } else {
      if (now >= inTransitAt)
        events.push({ status: 'IN_TRANSIT', failureReason: null, at: iso(inTransitAt) });
      const endAt = p.registeredAt + this.transitMs;
      if (now >= endAt) events.push({ ...naturalOutcome(p.registration.postalIndex), at: iso(endAt) });
    }
    const last = events.at(-1)!;
    return {
      trackingNumber: p.trackingNumber,
      reference: p.registration.reference,
      status: last.status,
      failureReason: last.failureReason,
      events,
    };
  }
}

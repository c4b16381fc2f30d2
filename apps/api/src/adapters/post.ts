/** The post: registers parcels and tracks them (gov-sim's own REST/JSON in development; packages/integrations). */
import { type Parcel, type ParcelRegistration, parcelSchema } from '@portal/integrations';
import { callSystem, getJson, systemUnavailable } from './http';

export type { Parcel, ParcelRegistration };

export interface PostAdapter {
  /** Registers the parcel (again: the same parcel, the post keys it by `reference`). Down or slow: 503. */
  register(parcel: ParcelRegistration, requestId?: string): Promise<Parcel>;
  /** The parcel's status now, or null when the post does not know the tracking number. Down or slow: 503. */
  track(trackingNumber: string, requestId?: string): Promise<Parcel | null>;
  /**
   * Recalls the parcel (its payment was returned): the parcel as the post answers, RECALLED or, too late,
   * DELIVERED or FAILED; null when the post does not know it. Down or slow: 503.
   */
  recall(trackingNumber: string, requestId?: string): Promise<Parcel | null>;
}

export function createPostAdapter(baseUrl: string, timeoutMs: number): PostAdapter {
  return {
    async register(parcel, requestId) {
      const answer = await callSystem({
        system: 'post',
        url: `${baseUrl}/parcels`,
        method: 'POST',
        body: parcel,
        timeoutMs,
        ...(requestId ? { requestId } : {}),
      });
      const parsed = parcelSchema.safeParse(answer.body);
      if ((answer.status !== 200 && answer.status !== 201) || !parsed.success)
        throw systemUnavailable('post', parsed.error ?? new Error(`register answered ${answer.status}`));
      return parsed.data;
    },
    async recall(trackingNumber, requestId) {
      const answer = await callSystem({
        system: 'post',
        url: `${baseUrl}/parcels/${encodeURIComponent(trackingNumber)}/recall`,
        method: 'POST',
        body: {},
        timeoutMs,
        ...(requestId ? { requestId } : {}),
      });
      if (answer.status === 404) return null;
      const parsed = parcelSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw systemUnavailable('post', parsed.error ?? new Error(`recall answered ${answer.status}`));
      return parsed.data;
    },
    track: (trackingNumber, requestId) =>
      getJson(`${baseUrl}/parcels/${encodeURIComponent(trackingNumber)}`, parcelSchema, {
        system: 'post',
        timeoutMs,
        ...(requestId ? { requestId } : {}),
      }),
  };
}

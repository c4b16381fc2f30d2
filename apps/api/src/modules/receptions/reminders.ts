/**
 * The day-before reminder and the visitor's SMS (docs/domain.md "Reception booking"). The daily sweep
 * claims each booking of the next day once (`reminded_at` set by one conditional update, so two API
 * processes sweeping together remind it once), writes the in-app notice and queues its SMS in the same
 * transaction; the SMS job sends what a booking's kind says through the SMS gateway.
 */
import { isLanguage } from '@portal/contracts';
import { formatDateTime, tashkentDayStart, tashkentToday } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { MobileIdAdapter } from '../../adapters/mobile-id';
import type { Database } from '../../db/client';
import { receptionBookings, receptionSchedules } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { enqueue } from '../../jobs/queue';
import { notices, notify } from '../notifications';

const bookingNotice = notices('reception', 'reception-booking');

/** Reminds the visitors of `today`'s next day, each booking once. Returns how many were reminded. */
export async function sweepReceptionReminders(db: Database, today: string, now: Date): Promise<number> {
  const tomorrow = tashkentToday(tashkentDayStart(today, 1));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(receptionBookings)
      .set({ remindedAt: now })
      .where(
        and(
          eq(receptionBookings.day, tomorrow),
          eq(receptionBookings.status, 'BOOKED'),
          isNull(receptionBookings.remindedAt),
        ),
      )
      .returning();
    for (const booking of claimed) {
      const [schedule] = await tx
        .select({ place: receptionSchedules.place })
        .from(receptionSchedules)
        .where(eq(receptionSchedules.id, booking.scheduleId));
      await notify(
        tx,
        bookingNotice(booking.personId, 'REMINDER', booking.id, {
          when: formatDateTime(booking.startsAt),
          place: schedule!.place,
        }),
      );
      if (booking.phone) await enqueue(tx, 'reception-sms', { bookingId: booking.id, kind: 'REMINDER' });
    }
    return claimed.length;
  });
}

/** Sends a booking's SMS (its confirmation or its reminder) in the language the visitor booked in. */
export async function textVisitor(
  db: Database,
  sms: Pick<MobileIdAdapter, 'sendSms'>,
  bookingId: number,
  kind: 'BOOKED' | 'REMINDER',
): Promise<void> {
  const [row] = await db
    .select({
      phone: receptionBookings.phone,
      language: receptionBookings.language,
      startsAt: receptionBookings.startsAt,
      status: receptionBookings.status,
      place: receptionSchedules.place,
    })
    .from(receptionBookings)
    .innerJoin(receptionSchedules, eq(receptionSchedules.id, receptionBookings.scheduleId))
    .where(eq(receptionBookings.id, bookingId));
  // a booking cancelled before its reminder went out is not reminded
  if (!row?.phone || (kind === 'REMINDER' && row.status !== 'BOOKED')) return;
  const lang = isLanguage(row.language) ? row.language : 'lt';
  const text = translate(lang, `reception:sms.${kind}`, {
    when: formatDateTime(row.startsAt),
    place: row.place,
  });
  await sms.sendSms(row.phone, text, `reception-${bookingId}-${kind}`);
}

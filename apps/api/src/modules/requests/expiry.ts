/**
 * The daily certificate expiry sweep (decisions.md "Certificates and licenses"): every current
 * certificate ending within 90 days gets WARNING, within 30 DANGER, after its end date EXPIRED; each mark
 * once per certificate, with a notification to the lawyer and to the director of the lawyer's structure.
 * Once is kept by the row: the mark is written by an UPDATE that only matches while the certificate
 * carries a lower mark, so two processes (or two sweeps) racing give each mark once.
 */
import {
  addDays,
  certificateExpiryOn,
  CERTIFICATE_WARNING_DAYS,
  tashkentDayStart,
  tashkentToday,
} from '@portal/domain';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, lawyerCertificates, lawyers } from '../../db/schema';
import { eachInOwnTransaction } from '../../kit/transaction';
import { notices, notify } from '../notifications';

const certificateNotice = notices('requests', 'lawyer-certificate');

/** Marks the certificates due on `today` ('YYYY-MM-DD'); answers how many got a new mark. */
export async function sweepCertificateExpiry(db: Database, today: string): Promise<number> {
  const candidates = await db
    .select({
      id: lawyerCertificates.id,
      number: lawyerCertificates.number,
      endDate: lawyerCertificates.endDate,
      lawyerPersonId: lawyers.personId,
      directorPersonId: contragents.directorPersonId,
    })
    .from(lawyerCertificates)
    .innerJoin(lawyers, eq(lawyers.id, lawyerCertificates.lawyerId))
    .leftJoin(contragents, eq(contragents.id, lawyers.contragentId))
    .where(
      and(
        eq(lawyerCertificates.current, true),
        lte(lawyerCertificates.endDate, addDays(today, CERTIFICATE_WARNING_DAYS)),
        or(isNull(lawyerCertificates.expiry), lt(lawyerCertificates.expiry, 'EXPIRED')),
      ),
    );
  const due = candidates.flatMap((c) => {
    const mark = certificateExpiryOn(c.endDate, today);
    return mark ? [{ ...c, mark }] : [];
  });
  return eachInOwnTransaction(db, due, async (tx, { mark, ...c }) => {
    const [row] = await tx
      .update(lawyerCertificates)
      .set({ expiry: mark })
      .where(
        and(
          eq(lawyerCertificates.id, c.id),
          or(isNull(lawyerCertificates.expiry), lt(lawyerCertificates.expiry, mark)),
        ),
      )
      .returning({ id: lawyerCertificates.id });
    if (!row) return false;
    const recipients = new Set([c.lawyerPersonId, c.directorPersonId].filter((p): p is number => p !== null));
    const params = { number: c.number, endDate: c.endDate };
    await notify(tx, certificateNotice([...recipients], `CERTIFICATE_${mark}`, c.id, params));
    return true;
  });
}

/** The next sweep: at the next Tashkent midnight (00:00 +05:00) after `now`. */
export function nextSweepAt(now: Date): Date {
  return tashkentDayStart(tashkentToday(now), 1);
}

/**
 * The certificates ending within 90 days (or ended) that a chamber sees: the regional chamber those of its
 * region's lawyers, the republic chamber and ADMIN every region. Marked as on today.
 */
import type { Language } from '@portal/contracts';
import { addDays, CERTIFICATE_WARNING_DAYS, certificateExpiryOn, tashkentToday } from '@portal/domain';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { lawyerCertificates, lawyers, regions } from '../../db/schema';
import { namedIn } from '../../http/localize';
import type { LegalAidCaller } from '../legal-aid';
import { certificateScope } from './policy';

export async function expiringCertificates(
  db: Database,
  caller: LegalAidCaller,
  lang: Language,
  q: { page: number; limit: number; regionId?: number },
  now: Date,
) {
  const scope = certificateScope(caller, q.regionId);
  if (scope === null) return { list: [], total: 0 };
  const today = tashkentToday(now);
  const where = and(
    eq(lawyerCertificates.current, true),
    lte(lawyerCertificates.endDate, addDays(today, CERTIFICATE_WARNING_DAYS)),
    scope,
  );
  const { rows, total } = await pageWithTotal(
    db
      .select({ c: lawyerCertificates, lawyer: lawyers, region: regions })
      .from(lawyerCertificates)
      .innerJoin(lawyers, eq(lawyers.id, lawyerCertificates.lawyerId))
      .innerJoin(regions, eq(regions.id, lawyers.regionId))
      .where(where)
      .orderBy(asc(lawyerCertificates.endDate), asc(lawyerCertificates.id))
      .$dynamic(),
    q,
    () =>
      db
        .select({ n: count() })
        .from(lawyerCertificates)
        .innerJoin(lawyers, eq(lawyers.id, lawyerCertificates.lawyerId))
        .where(where),
  );
  return {
    list: rows.map(({ c, lawyer, region }) => ({
      certificateId: c.id,
      number: c.number,
      endDate: c.endDate,
      expiry: certificateExpiryOn(c.endDate, today)!,
      lawyer: { id: lawyer.id, fullName: lawyer.fullName ?? '' },
      region: namedIn(region, lang),
    })),
    total,
  };
}

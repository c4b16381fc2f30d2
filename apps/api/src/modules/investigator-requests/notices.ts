/** The notifications the steps of an investigator request send (text keys `legal-aid:notification.<KIND>`). */
import { formatDate, formatDateTime } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { userAccounts } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { lawyerName } from '../../people/lawyers';
import { notices, type NotificationInput } from '../notifications';
import { dutyDateOf, type LeftOutLawyer, waitReasonOf } from './draw';
import { REQUEST_ENTITY, type RequestRow } from './shared';

const requestNotice = notices('legal-aid', REQUEST_ENTITY);

/** A notice about a request to each of `recipients`, with its case number among the parameters. */
function requestNotification(
  recipients: number | number[],
  request: RequestRow,
  kind: string,
  params: Record<string, string | number> = {},
): NotificationInput[] {
  return requestNotice(recipients, kind, request.id, { caseNumber: request.caseNumber, ...params });
}

/** Whole minutes of a timeout, at least one. */
export function minutesOf(seconds: number) {
  return Math.max(1, Math.round(seconds / 60));
}

/** The picked lawyer is told where and when, and how many minutes they have to accept. */
export function assignedNotification(request: RequestRow, lawyerPersonId: number, minutes: number) {
  return requestNotification(lawyerPersonId, request, 'REQUEST_ASSIGNED', {
    attendancePlace: request.attendancePlace,
    attendanceAt: formatDateTime(request.attendanceAt),
    minutes,
  });
}

export function investigatorNotification(
  request: RequestRow,
  kind: string,
  params: Record<string, string | number> = {},
) {
  return requestNotification(request.investigatorPersonId, request, kind, params);
}

export async function lawyerNotification(
  tx: Transaction,
  request: RequestRow,
  lawyerId: number,
  kind: string,
  params = {},
) {
  return requestNotification((await lawyerName(tx, lawyerId)).personId, request, kind, params);
}

/**
 * A draw found nobody able to take the request: the regional chamber of its region is told how many
 * lawyers are on duty and what those left out lack (order permission, structure restriction, license),
 * so that it puts lawyers on duty or has the gaps fixed.
 */
export async function chamberNotifications(
  tx: Transaction,
  request: RequestRow,
  leftOut: LeftOutLawyer[],
): Promise<NotificationInput[]> {
  const officers = await tx
    .select({ personId: userAccounts.personId })
    .from(userAccounts)
    .where(and(eq(userAccounts.assignedRole, 'REGION_CHAMBER'), eq(userAccounts.regionId, request.regionId)));
  const reason = waitReasonOf({ candidates: [], leftOut });
  return requestNotification(
    officers.map((o) => o.personId),
    request,
    'REQUEST_NO_ELIGIBLE_LAWYER',
    {
      day: formatDate(dutyDateOf(request)),
      onDuty: reason.onDuty,
      noOrderPermission: reason.noOrderPermission,
      structureRestricted: reason.structureRestricted,
      licenseNotActive: reason.licenseNotActive,
    },
  );
}

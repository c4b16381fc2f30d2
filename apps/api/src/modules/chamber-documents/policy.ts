/**
 * Who reads and who manages the chamber's documents (docs/domain.md "Chamber documents"). A lawyer (LAWYER,
 * DIRECTOR) reads the published documents of their region's chamber and of the republic chamber; a regional
 * chamber manages its region's (published or withdrawn) and reads the republic's; the republic chamber and
 * ADMIN manage every document; any other reader (MINISTRY) reads every published one. A document outside
 * one's scope is 404, like one that does not exist.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { chamberDocuments } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

type Row = { regionId: number | null; status: string };

const published = eq(chamberDocuments.status, 'PUBLISHED');
const regionOrRepublic = (regionId: number) =>
  or(isNull(chamberDocuments.regionId), eq(chamberDocuments.regionId, regionId))!;

/** Whether the caller publishes documents at all, and for which region (null: the republic's, every region). */
export function publisher(caller: LegalAidCaller): { regionId: number | null } | null {
  if (!caller.grants.has('chamberDocument.manage')) return null;
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : { regionId: caller.regionId };
  return { regionId: null };
}

/** Whether the caller manages this document: a regional chamber its region's, the republic chamber all. */
function manages(caller: LegalAidCaller, row: Row): boolean {
  const p = publisher(caller);
  if (!p) return false;
  return p.regionId === null || p.regionId === row.regionId;
}

function scope(caller: LegalAidCaller): SQL | undefined | null {
  const p = publisher(caller);
  if (p && p.regionId === null) return undefined;
  if (p)
    return or(eq(chamberDocuments.regionId, p.regionId!), and(published, isNull(chamberDocuments.regionId)))!;
  if (!caller.grants.has('chamberDocument.view')) return null;
  if (caller.lawyer) return and(published, regionOrRepublic(caller.lawyer.regionId))!;
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : and(published, regionOrRepublic(caller.regionId))!;
  return published;
}

export const chamberDocumentPolicy = definePolicy({
  findVisible: scope,
  can: (caller: LegalAidCaller, row: Row) => {
    const own = manages(caller, row) && row.status === 'PUBLISHED';
    return { edit: own, withdraw: own };
  },
  refuse: (_caller, _action, row) =>
    row.status === 'PUBLISHED'
      ? new AppError('FORBIDDEN', { messageKey: 'chamber:error.notYourDocument' })
      : new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'chamber:error.withdrawn' }),
});

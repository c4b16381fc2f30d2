/**
 * Who reads, confirms and publishes notes (docs/domain.md "Notes"). A lawyer (LAWYER, DIRECTOR) reads the
 * notes of their region's chamber and the republic chamber's, and confirms each; a regional chamber
 * publishes to its region and sees its own notes with who confirmed; the republic chamber (and ADMIN)
 * publishes to every lawyer and sees every note. Anyone else sees none; a note outside one's scope is 404.
 */
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { lawyers, noteConfirmations, notes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

/** The region a chamber officer publishes for: their region, null for the republic chamber and ADMIN. */
export function publishingRegion(caller: LegalAidCaller): number | null {
  if (caller.role !== 'REGION_CHAMBER') return null;
  // a regional officer without a region publishes nowhere (never to every lawyer)
  if (caller.regionId === null) throw new AppError('NOT_FOUND');
  return caller.regionId;
}

/**
 * The lawyers a note is addressed to (over `lawyers`): every lawyer of its region (of every region for the
 * republic's), except those whose license ended for good (INACTIVE_PERMANENT).
 */
export function noteAddressees(note: { regionId: number | null }): SQL {
  const live = ne(lawyers.status, 'INACTIVE_PERMANENT');
  return note.regionId === null ? live : and(live, eq(lawyers.regionId, note.regionId))!;
}

const isPublisher = (caller: LegalAidCaller) => caller.grants.has('note.manage');

function noteScope(caller: LegalAidCaller): SQL | undefined | null {
  if (caller.role === 'REPUBLIC_CHAMBER' || caller.role === 'ADMIN') return undefined;
  if (caller.role === 'REGION_CHAMBER')
    return caller.regionId === null ? null : eq(notes.regionId, caller.regionId);
  if (caller.lawyer) return or(isNull(notes.regionId), eq(notes.regionId, caller.lawyer.regionId))!;
  return null;
}

export const notePolicy = definePolicy({
  findVisible: noteScope,
  can: (caller: LegalAidCaller, row: { regionId: number | null }) => ({
    confirm: caller.lawyer !== null && !isPublisher(caller),
    seeConfirmations:
      isPublisher(caller) &&
      (caller.role !== 'REGION_CHAMBER' || (caller.regionId !== null && caller.regionId === row.regionId)),
  }),
});

/** The caller's own confirmations (of any note). */
export function ownConfirmations(caller: LegalAidCaller): SQL {
  return eq(noteConfirmations.personId, caller.personId);
}

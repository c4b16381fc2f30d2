/**
 * Who reads, confirms and publishes notes (docs/domain.md "Notes"). A lawyer (LAWYER, DIRECTOR) reads the
 * notes of their region's chamber and the republic chamber's, and confirms each; a regional chamber
 * publishes to its region and sees its own notes with who confirmed; the republic chamber (and ADMIN)
 * publishes to every lawyer and sees every note. Anyone else sees none; a note outside one's scope is 404.
 */
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { notes } from '../../db/schema';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';

/** The region a chamber officer publishes for: their region, null for the republic chamber and ADMIN. */
export function publishingRegion(caller: LegalAidCaller): number | null {
  return caller.role === 'REGION_CHAMBER' ? caller.regionId : null;
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
      isPublisher(caller) && (publishingRegion(caller) === null || publishingRegion(caller) === row.regionId),
  }),
});

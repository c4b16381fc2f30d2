/** Pieces every legal-aid record shows: its status history, a stored file, a document signature. */
import type { DocumentSignature, StatusHistoryItem, StoredFileRef } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { files, persons, signatures, statusHistory } from '../../db/schema';
import { WORKFLOW_TABLES, type WorkflowName } from '../../workflow/transition';
import { fullNameOf } from '../../people/person-row';

/** The history of an item, oldest first, with who took each step. */
export async function historyItems(
  db: Executor,
  name: WorkflowName,
  id: number,
): Promise<StatusHistoryItem[]> {
  const rows = await db
    .select({ h: statusHistory, person: persons })
    .from(statusHistory)
    .leftJoin(persons, eq(persons.id, statusHistory.actorPersonId))
    .where(
      and(eq(statusHistory.entityType, WORKFLOW_TABLES[name].workflow.name), eq(statusHistory.entityId, id)),
    )
    .orderBy(asc(statusHistory.id));
  return rows.map(({ h, person }) => ({
    at: h.createdAt.toISOString(),
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    event: h.event,
    actorRole: h.actorRole,
    actorName: person ? fullNameOf(person) : null,
    comment: h.comment,
  }));
}

export async function storedFile(db: Executor, fileId: string | null): Promise<StoredFileRef | null> {
  if (!fileId) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ? { id: row.id, name: row.originalName, size: row.size, contentType: row.contentType } : null;
}

export async function documentSignatureOf(
  db: Executor,
  signatureId: number | null,
): Promise<DocumentSignature | null> {
  if (signatureId === null) return null;
  const [row] = await db
    .select({ s: signatures, person: persons })
    .from(signatures)
    .leftJoin(persons, eq(persons.id, signatures.signerPersonId))
    .where(eq(signatures.id, signatureId));
  if (!row) return null;
  return {
    id: row.s.id,
    signerName: row.person ? fullNameOf(row.person) : row.s.certificateSubject,
    signerPinfl: row.s.signerPinfl,
    certificateSerial: row.s.certificateSerial,
    certificateSubject: row.s.certificateSubject,
    signingTime: row.s.signingTime.toISOString(),
  };
}

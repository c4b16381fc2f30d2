import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { contragentRef } from './contragents';
import { fileRef } from './files';
import { personRef } from './persons';
import { regionRef } from './regions';
import { moment, createdAt, timestamps, refTo, entityTable } from './columns';

/**
 * A letter between parties (workflow `letter`, packages/domain; docs/domain.md "Letters"). A party is a
 * kind and a reference: STRUCTURE (contragent id), LAWYER (lawyer id), CHAMBER (region id, `0` for the
 * republic chamber) or GOV_BODY (the exchange's organization id). Names are kept as written when the
 * letter was made. The registration number and due date are given when it is sent.
 */
export const letters = entityTable(
  'letters',
  {
    /** DRAFT, SENT, RECEIVED, ANSWERED or DELETED. */
    status: varchar({ length: 12 }).notNull(),
    registrationNumber: varchar({ length: 40 }).unique(),
    subject: text().notNull(),
    summary: text(),
    senderKind: varchar({ length: 12 }).notNull(),
    senderRef: varchar({ length: 40 }).notNull(),
    senderName: text().notNull(),
    recipientKind: varchar({ length: 12 }).notNull(),
    recipientRef: varchar({ length: 40 }).notNull(),
    recipientName: text().notNull(),
    authorPersonId: personRef(),
    /** The letter this one answers. */
    replyToId: integer(),
    dueDate: date(),
    sentAt: moment(),
    receivedAt: moment(),
    answeredAt: moment(),
    /** A letter to a government body: the exchange's id and registration number. */
    exchangeId: varchar({ length: 60 }).unique(),
    exchangeNumber: varchar({ length: 60 }),
    ...timestamps(),
  },
  (t) => [
    index('letters_sender_idx').on(t.senderKind, t.senderRef, t.id),
    index('letters_recipient_idx').on(t.recipientKind, t.recipientRef, t.id),
    index('letters_reply_idx').on(t.replyToId),
  ],
);

/** The PDFs of a letter (pdfFiles): one MAIN, any number of ATTACHMENTs in `position` order. */
export const letterFiles = entityTable(
  'letter_files',
  {
    letterId: refTo(() => letters.id).notNull(),
    fileId: fileRef().notNull(),
    /** MAIN or ATTACHMENT. */
    kind: varchar({ length: 12 }).notNull(),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('letter_files_main_idx')
      .on(t.letterId)
      .where(sql`${t.kind} = 'MAIN'`),
    uniqueIndex('letter_files_file_idx').on(t.fileId),
    index('letter_files_letter_idx').on(t.letterId, t.position),
  ],
);

/** Additional information on a letter (additional/…): a titled note, with a file (additionalFiles). */
export const letterAdditions = entityTable(
  'letter_additions',
  {
    letterId: refTo(() => letters.id).notNull(),
    title: text().notNull(),
    note: text(),
    fileId: fileRef(),
    authorPersonId: personRef().notNull(),
    ...timestamps(),
  },
  (t) => [index('letter_additions_letter_idx').on(t.letterId, t.id)],
);

/** The exchange's receipt of a letter to a government body (mailReceipt): one per letter. */
export const mailReceipts = entityTable('mail_receipts', {
  letterId: refTo(() => letters.id)
    .notNull()
    .unique(),
  incomingNumber: varchar({ length: 60 }).notNull(),
  receivedAt: moment().notNull(),
  receivedBy: text().notNull(),
  /** When the sender saw it in the list of new receipts. */
  seenAt: moment(),
  createdAt: createdAt(),
});

/**
 * A document template (letters/doc-template): a text with {{fields}} filled from the portal's data. Kept
 * by a structure (contragentId) or by a chamber (regionId, `shared`: its region's structures use it).
 */
export const docTemplates = entityTable(
  'doc_templates',
  {
    contragentId: contragentRef(),
    regionId: regionRef(),
    shared: boolean().notNull().default(false),
    name: text().notNull(),
    body: text().notNull(),
    authorPersonId: personRef().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('doc_templates_contragent_idx').on(t.contragentId, t.id),
    index('doc_templates_region_idx').on(t.regionId, t.id),
  ],
);

/**
 * A document of a chamber (listDirectoryChamberDocs): regional (regionId) or of the republic (null); its PDF
 * is `fileId`. Workflow `chamber-document` (packages/domain): PUBLISHED -> WITHDRAWN.
 */
export const chamberDocuments = entityTable(
  'chamber_documents',
  {
    regionId: regionRef(),
    title: text().notNull(),
    number: varchar({ length: 50 }).notNull(),
    documentDate: date({ mode: 'string' }).notNull(),
    /** DECISION, REGULATION or FORM (packages/domain CHAMBER_DOCUMENT_KINDS). */
    kind: varchar({ length: 16 }).notNull(),
    status: varchar({ length: 16 }).notNull().default('PUBLISHED'),
    withdrawReason: text(),
    fileId: fileRef().notNull(),
    authorPersonId: personRef().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('chamber_documents_region_idx').on(t.regionId, t.id),
    index('chamber_documents_date_idx').on(t.documentDate),
  ],
);

/** A note lawyers must read and confirm (notesList, confirmNotes): of a region's chamber or of the republic. */
export const notes = entityTable(
  'notes',
  {
    regionId: regionRef(),
    title: text().notNull(),
    text: text().notNull(),
    authorPersonId: personRef().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_region_idx').on(t.regionId, t.id)],
);

export const noteConfirmations = pgTable(
  'note_confirmations',
  {
    noteId: refTo(() => notes.id).notNull(),
    personId: personRef().notNull(),
    confirmedAt: moment().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.personId] })],
);

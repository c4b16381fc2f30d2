import { CHAMBER_STAFF_ACTORS } from './actors';
import { type EventOf, workflowTable } from './workflow';

/** The roles that publish, correct and withdraw chamber documents (the scope is the module's policy). */
export const CHAMBER_DOCUMENT_PUBLISHERS = CHAMBER_STAFF_ACTORS;

/**
 * A document a chamber of advocates publishes for lawyers (listDirectoryChamberDocs; docs/domain.md
 * "Chamber documents"): a regional chamber for its region, the republic chamber (or ADMIN) for every region.
 * It is PUBLISHED at once (title, number, date, kind and its PDF may be corrected while it is published) and
 * may be WITHDRAWn with a reason; a withdrawn document is final and lawyers no longer see it.
 */
export const CHAMBER_DOCUMENT_WORKFLOW = workflowTable({
  name: 'chamber-document',
  creation: { PUBLISHED: CHAMBER_DOCUMENT_PUBLISHERS },
  states: {
    PUBLISHED: { WITHDRAW: { to: 'WITHDRAWN', who: CHAMBER_DOCUMENT_PUBLISHERS } },
    WITHDRAWN: 'final',
  },
});

export const CHAMBER_DOCUMENT_STATUSES = CHAMBER_DOCUMENT_WORKFLOW.states;
export type ChamberDocumentStatus = (typeof CHAMBER_DOCUMENT_STATUSES)[number];
export type ChamberDocumentEvent = EventOf<typeof CHAMBER_DOCUMENT_WORKFLOW>;

/** The kinds of chamber document: a decision, a regulation, a form to fill. */
export const CHAMBER_DOCUMENT_KINDS = ['DECISION', 'REGULATION', 'FORM'] as const;
export type ChamberDocumentKind = (typeof CHAMBER_DOCUMENT_KINDS)[number];

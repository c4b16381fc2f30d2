import { CHAMBER_DOCUMENT_WORKFLOW } from '@portal/domain';
import { chamberDocumentCalls } from '../letters/chamber-documents';
import { noteCalls } from '../letters/notes';
import { defineSection } from './define-section';

/** The chamber of advocates' documents, and the notes lawyers must read and confirm. */
export const chamberSection = defineSection({
  id: 'chamber',
  permission: 'chamberDocument.view',
  groups: {
    notes: noteCalls,
    chamberDocuments: chamberDocumentCalls,
  },
  cabinet: {
    'document-chamber': {
      page: 'chamber-documents',
      sidebar: { id: 'chamber-documents', place: 220, group: 'documents', icon: 'library' },
    },
    'document-chamber/notes': { page: 'chamber-notes' },
    'document-chamber/notes/:id': { permission: 'note.manage', page: 'chamber-note' },
  },
  workflows: [CHAMBER_DOCUMENT_WORKFLOW],
  namespaces: ['chamber'],
});

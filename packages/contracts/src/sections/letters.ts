import { LETTER_WORKFLOW } from '@portal/domain';
import { docTemplateCalls } from '../letters/doc-templates';
import { letterFileCalls } from '../letters/letter-files';
import { letterCalls } from '../letters/letters';
import { defineSection, withPermission } from './define-section';

/** Letters between structures, lawyers, chambers and government bodies; document templates. */
export const lettersSection = defineSection({
  id: 'letters',
  permission: 'letter.view',
  groups: {
    letters: letterCalls,
    letterFiles: letterFileCalls,
    docTemplates: docTemplateCalls,
  },
  cabinet: {
    letters: { page: 'letters-home', sidebar: { place: 100, group: 'documents', icon: 'mail' } },
    'letters/view/:id': { page: 'letter-view' },
    'letters-and-documents/:type': { page: 'letters-box' },
    'letters-and-documents-contragent-or-lawyer': { page: 'letters-correspondence' },
    'letters-and-documents-incoming': { page: 'letters-incoming' },
    ...withPermission('docTemplate.view', {
      'letters/doc-template': {
        page: 'doc-templates',
        sidebar: { id: 'doc-template', place: 120, group: 'documents', icon: 'template' },
      },
      'letters/doc-template/new': { page: 'doc-template-edit' },
      'letters/doc-template/:id/edit': { page: 'doc-template-edit' },
      'letters/doc-template/:id': { page: 'doc-template-use' },
    }),
  },
  workflows: [LETTER_WORKFLOW],
  namespaces: ['letters'],
});

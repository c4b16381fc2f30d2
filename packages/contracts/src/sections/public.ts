import { contentCalls } from '../public/content';
import { contragentCalls } from '../public/contragents';
import { dutyCalls } from '../public/duty';
import { fileCalls } from '../public/files';
import { issuedDocumentCalls } from '../public/issued-documents';
import { lawyerCalls } from '../public/lawyers';
import { vacancyCalls } from '../public/vacancies';
import { defineSection, group } from './define-section';

/** The public area: lawyers, structures, news and legislation, duty tables, vacancies, issued documents. */
export const publicSection = defineSection({
  id: 'public',
  groups: {
    files: group(fileCalls, 'public', false),
    lawyers: group(lawyerCalls, 'public', false),
    contragents: group(contragentCalls, 'public', false),
    content: group(contentCalls, 'public', false),
    duty: group(dutyCalls, 'public', false),
    vacancies: group(vacancyCalls, 'public', false),
    issuedDocuments: group(issuedDocumentCalls, 'public', false),
  },
  namespaces: ['public', 'home'],
});

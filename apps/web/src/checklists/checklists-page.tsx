/** /lawyer-profile/checklists: the investigator's checklists of completed work to agree. */
import { ChecklistList } from './checklist-list';
import { loadLegalAidMessages } from '../legal-aid/load-messages';

export const loader = loadLegalAidMessages;
export const ChecklistsPage = ChecklistList;

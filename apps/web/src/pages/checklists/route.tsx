export { loader, ChecklistsPage as Component } from '../../checklists/checklists-page';

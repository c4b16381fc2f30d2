export { DutyTableViewPage as Component } from '../../public/duty-table-view-page';

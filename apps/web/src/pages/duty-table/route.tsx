export { DutyTablesPage as Component } from '../../public/duty-tables-page';

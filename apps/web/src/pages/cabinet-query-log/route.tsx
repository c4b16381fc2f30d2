export { QueryLogPage as Component } from '../../admin/query-log-page';

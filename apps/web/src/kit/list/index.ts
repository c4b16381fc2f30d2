/**
 * The list kit: every list of the cabinet and the public area is built with it; ESLint
 * (eslint.config.js) keeps Mantine's Table and Pagination and mantine-datatable inside this folder.
 * docs/adding-a-section.md step 6 shows a list screen built with it.
 */
export { column, FlagBadge, flagLabels, type RowActionSpec, type YesNoFlag } from './column-kinds';
export { CardDrawer } from './card-drawer';
export { CardList, type CardListProps } from './card-list';
export { type CellValue, type ListColumn, sortRows, toCsv } from './columns';
export {
  DataList,
  type DataListProps,
  downloadCsv,
  type ListCards,
  type ListPage,
  type ListQueryResult,
} from './data-list';
export { Filter } from './filter-fields';
export { dayFromUrl, dayToUrl, filterReader } from './filter-values';
export { ListFilters } from './list-filters';
export { KeyValueRow, KeyValueTable } from './key-value-table';
export { linkColumn } from './link-column';
export { ListPager } from './list-pager';
export {
  type EmptyState,
  type EmptyLink,
  filterNames,
  ListEmpty,
  ListError,
  ListSkeleton,
  QueryState,
  useDeferredAnswer,
} from './list-states';
export { QueryPage } from './query-page';
export { ListTable, type ListSelection } from './list-table';
export { type ListTestIds } from './row-attributes';
export { ListSection } from './list-section';
export { RegisterPage } from './register-page';
export {
  defineRegister,
  Register,
  type RegisterDefinition,
  type RegisterTools,
  type RowOf,
} from './register';
export { RowAction } from './row-action';
export { useRegister } from './use-register';
export {
  apiPage,
  LIST_PAGE_SIZE,
  listQuery,
  type ListSort,
  type ListUrl,
  pageIn,
  useListUrl,
} from './list-url';
export { positiveId, type UrlState, useUrlCard, useUrlState } from './url-state';

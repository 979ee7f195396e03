export { DataTable, type DataTableProps, type EmptyList } from './data-table';
export { type TableExport } from './export-menu';
export { RowActions, type RowActionsProps } from './row-actions';
export type { Column, SortDirection } from './table-model';
export { useYesNo } from './use-yes-no';

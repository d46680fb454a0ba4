// Separate entry point (`shared-kernel/edit`): the editing pieces and the tables load with the
// first page that shows one, never on Home. Its files reach the kernel's client, cache and
// state through 'shared-kernel' (the singleton), never by relative path.
export * from './dataWrites';
export * from './formValues';
export { RowForm, type MoreInputs, type RowFormProps } from './RowForm';
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
export { EditableRows, type EditableColumn, type EditableRowsProps, type RowAction, type RowFormSlot } from './EditableRows';
export { EditingPanel, type EditingPanelProps } from './EditingPanel';
export { useCanEdit } from './useCanEdit';
// The editing looks, for a screen's own form (a recipe and its lines, the import).
export { Actions, DangerButton, FieldGrid, FormFrame, Problem } from './editStyles';
export { FormFooter, type FormFooterProps } from './FormFooter';
export { DataTable, PHONE_TABLE_COLUMNS, type Column, type DataTableProps } from './DataTable';
export { RowCards, cardOrder, type CardColumn, type RowCardsProps } from './RowCards';
export { DEFAULT_PAGE_SIZE, Pager, usePage, type Paged } from './Pager';

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

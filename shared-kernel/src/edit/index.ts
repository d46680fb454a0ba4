export * from './dataWrites';
export * from './formValues';
export { RowForm, type RowFormProps } from './RowForm';
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
export { EditableRows, type EditableColumn, type EditableRowsProps } from './EditableRows';
export { UndoBar } from './UndoBar';
export { useCanEdit } from './useCanEdit';

export { FormPage } from './form-page';
export * from './fields';
export { fieldErrors } from './field-errors';
export { hasMissingInput } from './missing-input';
export { useSaveEntity } from './use-save-entity';
export { useDeleteAction } from './use-delete-action';
export { useEditRecord } from './use-edit-record';
export { LoadingPage } from './loading-page';
export { NameField } from './name-field';

export { FormPage } from './form-page';
export * from './fields';
export { useEntityForm, type FormErrors } from './use-entity-form';
export { NameField, savedName } from './name-field';
export { MessageField } from './message-field';
export { GroupsPicker } from './groups-picker';
export { FormWarnings } from './form-warnings';
export { PositionWarning } from './position-warning';
export {
  CoordinatePairField,
  positionOf,
  positionPoint,
  signedPosition,
  stopOnInvalidPosition,
} from './coordinate-pair';
export { DraftNotice } from './draft-notice';

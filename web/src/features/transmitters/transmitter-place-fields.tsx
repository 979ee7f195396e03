import {
  CoordinatePairField,
  positionOf,
  positionPoint,
  PositionWarning,
  signedPosition,
  type FormErrors,
} from '../../components/form';
import type { Language } from '../../lib/languages';
import { DirectoryImport } from './directory-import';
import { LocationPicker } from './location-picker';
import type { TransmitterValues } from './transmitter-form-values';

interface TransmitterPlaceFieldsProps {
  values: TransmitterValues;
  set: <Key extends keyof TransmitterValues>(key: Key, value: TransmitterValues[Key]) => void;
  errors: FormErrors;
  language: Language;
  /** The callsign the directory lookup starts with: the record's, when editing. */
  initialCallsign: string;
  /** A new transmitter takes the callsign found in the directory when none is typed yet. */
  creating: boolean;
}

/**
 * Where the transmitter stands: typed coordinates, picked on the map or looked up in the callsign
 * directory, and the warning when that is far from the first owner.
 */
export function TransmitterPlaceFields(props: TransmitterPlaceFieldsProps) {
  const { values, set, errors, language, initialCallsign, creating } = props;
  const setPosition = (point: { latitude: number; longitude: number }) =>
    set('position', positionOf(point, language));
  return (
    <>
      <CoordinatePairField
        value={values.position}
        onChange={(position) => set('position', position)}
        errors={errors}
        language={language}
      />
      <LocationPicker
        start={positionPoint(signedPosition(values.position, language))}
        onPick={setPosition}
      />
      <DirectoryImport
        initialCallsign={initialCallsign}
        onFound={(location) => {
          setPosition(location);
          if (creating && values.name.trim() === '') set('name', location.callsign);
        }}
      />
      <PositionWarning values={values} language={language} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ANTENNA_TYPES, DEFAULTS, LIMITS } from '@dapnet/model';
import { NumberField, SelectField, type FormErrors } from '../../components/form';
import { directionForType } from './data-quality';
import { AntennaWarnings } from './data-quality-warnings';

/** The antenna as the transmitter form holds it; a number field may be empty while typed. */
export interface AntennaValues {
  antennaType: string;
  antennaDirection: number | '';
  antennaAboveGroundLevel: number | '';
  antennaGainDbi: number | '';
}

interface AntennaFieldsProps<Values extends AntennaValues> {
  /** The form's values, of which the antenna's are shown (and, with the power, checked). */
  values: Values;
  onChange: <Key extends keyof AntennaValues>(key: Key, value: Values[Key]) => void;
  errors: FormErrors;
}

/**
 * The transmitter's antenna: type, direction (not for an omnidirectional one), height, gain;
 * then the warnings about values no coverage can be computed from.
 */
export function AntennaFields<Values extends AntennaValues & { power: number | '' }>({
  values,
  onChange,
  errors,
}: AntennaFieldsProps<Values>) {
  const { t } = useTranslation();
  const antennaOptions = ANTENNA_TYPES.map((value) => ({
    value,
    label: t(`transmitters.antennaType.${value.toLowerCase()}`),
  }));
  return (
    <>
      <SelectField
        label={t('transmitters.fields.antennaType')}
        options={antennaOptions}
        value={values.antennaType}
        onChange={(value) => {
          const type = value ?? DEFAULTS.antennaType;
          onChange('antennaType', type);
          onChange('antennaDirection', directionForType(type, values.antennaDirection));
        }}
        error={errors.antennaType}
      />
      <NumberField
        label={t('transmitters.fields.antennaDirection')}
        value={values.antennaDirection}
        onChange={(value) => onChange('antennaDirection', value)}
        min={LIMITS.antennaDirection.min}
        max={LIMITS.antennaDirection.max}
        disabled={values.antennaType === 'OMNI'}
        description={t('transmitters.hints.antennaDirection', LIMITS.antennaDirection)}
        error={errors.antennaDirection}
      />
      <NumberField
        label={t('transmitters.fields.antennaHeight')}
        value={values.antennaAboveGroundLevel}
        onChange={(value) => onChange('antennaAboveGroundLevel', value)}
        min={LIMITS.antennaAboveGroundLevel.min}
        max={LIMITS.antennaAboveGroundLevel.max}
        description={t('transmitters.hints.antennaHeight', LIMITS.antennaAboveGroundLevel)}
        error={errors.antennaAboveGroundLevel}
      />
      <NumberField
        label={t('transmitters.fields.antennaGain')}
        value={values.antennaGainDbi}
        onChange={(value) => onChange('antennaGainDbi', value)}
        min={LIMITS.antennaGainDbi.min}
        max={LIMITS.antennaGainDbi.max}
        allowDecimal
        description={t('transmitters.hints.antennaGain', LIMITS.antennaGainDbi)}
        error={errors.antennaGainDbi}
      />
      <AntennaWarnings values={values} />
    </>
  );
}

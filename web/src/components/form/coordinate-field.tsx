import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/messages/error-messages';
import { formatNumber } from '../../lib/format';
import { languageTag, type Language } from '../../lib/languages';
import { useMessage } from '../../lib/messages/use-message';
import { NativeSelect } from '../ui/native-select';
import { TextInput } from '../ui/text-input';
import styles from './coordinate-field.module.css';

export type CoordinateAxis = 'latitude' | 'longitude';
/** North and east are 1, south and west -1, as the Core's signed coordinates. */
export type Hemisphere = 1 | -1;

/** What a person edits: the unsigned value as typed, and the hemisphere. */
export interface CoordinateValue {
  text: string;
  sign: Hemisphere;
}

export const EMPTY_COORDINATE: CoordinateValue = { text: '', sign: 1 };

/** Places shown for a coordinate picked from a map (about 10 cm). */
export const COORDINATE_DECIMALS = 6;

/** The decimal separator of a language: "," in German, "." in English. */
export function decimalSeparator(language: Language): string {
  let separator = SEPARATORS.get(language);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(languageTag(language)).formatToParts(1.5);
    separator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    SEPARATORS.set(language, separator);
  }
  return separator;
}

/** Asked on every keystroke of a coordinate: worked out once per language. */
const SEPARATORS = new Map<Language, string>();

const UNSIGNED_DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * The typed value as plain decimal text with a point ("50.7"), or null when it is empty or
 * unreadable. The language's separator is accepted, and so is a point in every language, because
 * coordinates copied from maps and other sites use one. Grouping separators ("1.050,7") and signs
 * are not: the hemisphere select carries the sign.
 */
export function normalizeCoordinateText(text: string, language: Language): string | null {
  const separator = decimalSeparator(language);
  let value = text.trim();
  if (separator !== '.') {
    if (value.includes(separator) && value.includes('.')) return null;
    value = value.replace(separator, '.');
  }
  return UNSIGNED_DECIMAL.test(value) ? value : null;
}

/**
 * What a person typed or pasted, with a leading sign moved into the hemisphere select: "-3.70"
 * from a GPS or a map becomes 3.70 south or west, "+3.70" north or east. The value never keeps a
 * sign, so the select always shows the hemisphere that will be saved.
 */
export function readTypedCoordinate(typed: string, current: CoordinateValue): CoordinateValue {
  const match = /^\s*([-+\u2212])\s*(.*)$/s.exec(typed);
  if (!match) return { ...current, text: typed };
  return { text: match[2] ?? '', sign: match[1] === '+' ? 1 : -1 };
}

/** The typed value as a number (unsigned), or null when empty or unreadable. */
export function parseCoordinate(text: string, language: Language): number | null {
  const normalized = normalizeCoordinateText(text, language);
  return normalized === null ? null : Number(normalized);
}

/** A number with six decimals in the language's notation, e.g. "50,737430" in German. */
export function formatCoordinate(value: number, language: Language): string {
  return formatNumber(value, language, COORDINATE_FORMAT);
}

const COORDINATE_FORMAT: Intl.NumberFormatOptions = {
  minimumFractionDigits: COORDINATE_DECIMALS,
  maximumFractionDigits: COORDINATE_DECIMALS,
  useGrouping: false,
};

/**
 * Splits a signed coordinate into value and hemisphere. Text from the server keeps every digit
 * it had (only the separator follows the language), so saving an untouched form changes nothing;
 * a number (a point picked on a map) is shown with six decimals.
 */
export function splitCoordinate(value: string | number, language: Language): CoordinateValue {
  if (typeof value === 'number') {
    return { text: formatCoordinate(Math.abs(value), language), sign: value < 0 ? -1 : 1 };
  }
  const trimmed = value.trim();
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/^[-+]/, '');
  return {
    text: digits.replace('.', decimalSeparator(language)),
    sign: negative ? -1 : 1,
  };
}

/**
 * The signed coordinate as the Core wants it: JSON text with a point ("-7.098207"), built from
 * the typed digits rather than through a float, so no digit is added or lost. Null when the value
 * is empty or unreadable ('Invalid location').
 */
export function toSignedCoordinate(value: CoordinateValue, language: Language): string | null {
  const normalized = normalizeCoordinateText(value.text, language);
  if (normalized === null) return null;
  return value.sign === -1 && Number(normalized) !== 0 ? `-${normalized}` : normalized;
}

interface CoordinateFieldProps {
  axis: CoordinateAxis;
  value: CoordinateValue;
  onChange: (value: CoordinateValue) => void;
  /** Defaults to "Latitude" or "Longitude". */
  label?: string;
  /** A rule of the model schema the signed value breaks (range, digits). */
  error?: Message;
  disabled?: boolean;
  /** The interface language, whose decimal separator the value uses. */
  language: Language;
}

/**
 * A latitude or longitude: the unsigned value, typed with the language's decimal separator, and
 * a hemisphere select (N/S or E/W). Forms turn it into the Core's signed text with
 * toSignedCoordinate and show 'Invalid location' when that gives null.
 */
export function CoordinateField(props: CoordinateFieldProps) {
  const { axis, value, onChange, label, error, disabled, language } = props;
  const { t } = useTranslation();
  const text = useMessage();
  const example = formatCoordinate(axis === 'latitude' ? 50.775346 : 6.083887, language);
  const hemispheres =
    axis === 'latitude'
      ? [
          { value: '1', label: t('coordinates.north') },
          { value: '-1', label: t('coordinates.south') },
        ]
      : [
          { value: '1', label: t('coordinates.east') },
          { value: '-1', label: t('coordinates.west') },
        ];
  return (
    <div className={styles.row}>
      <TextInput
        label={
          label ?? (axis === 'latitude' ? t('coordinates.latitude') : t('coordinates.longitude'))
        }
        value={value.text}
        onChange={(event) => onChange(readTypedCoordinate(event.currentTarget.value, value))}
        description={t('coordinates.hint', { example })}
        error={error ? text(error) : undefined}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
        withAsterisk
        className={styles.text}
      />
      <NativeSelect
        label={t(axis === 'latitude' ? 'coordinates.northSouth' : 'coordinates.eastWest')}
        options={hemispheres}
        value={String(value.sign)}
        onChange={(event) =>
          onChange({ ...value, sign: event.currentTarget.value === '-1' ? -1 : 1 })
        }
        disabled={disabled}
        // Keeps the select level with the text box, whose description adds a line.
        description={'\u00a0'}
        // One width for N/S and E/W whatever the language's words, so the two rows line up.
        className={styles.hemisphere}
      />
    </div>
  );
}

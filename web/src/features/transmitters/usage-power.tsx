import { Callout } from '../../components/ui/callout';
import { useTranslation } from 'react-i18next';
import { DEFAULTS, TRANSMITTER_USAGES, usageForPower, type TransmitterUsage } from '@dapnet/model';
import { SelectField } from '../../components/form';
import type { Message } from '../../lib/messages/error-messages';
import { formatNumber } from '../../lib/format';
import { useMessage } from '../../lib/messages/use-message';
import { useLanguage } from '../session/current-user/use-current-user';

/**
 * The usage a transmitter of this power should have, when the chosen one differs (spec section
 * 9: widerange above 1 W, personal at or below); null when they match or the power is not given.
 * The Core accepts any combination, so the form warns and asks instead of refusing.
 */
export function mismatchedUsage(usage: string, power: number | ''): TransmitterUsage | null {
  if (power === '') return null;
  const expected = usageForPower(power);
  return expected === usage ? null : expected;
}

/** The sentence that explains a mismatch, for the warning under the field and the dialog. */
export function useUsageMismatchMessage(usage: string, power: number | ''): Message | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const expected = mismatchedUsage(usage, power);
  if (expected === null || power === '') return null;
  return {
    key: 'transmitters.hints.usageMismatch',
    values: {
      power: formatNumber(power, language),
      expected: t(`transmitters.usage.${expected.toLowerCase()}`),
    },
  };
}

interface UsageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: Message;
  /** The mismatch with the power (useUsageMismatchMessage), warned of under the select. */
  mismatch: Message | null;
}

/** The transmitter's usage, and the warning while it does not match the power. */
export function UsageField({ value, onChange, error, mismatch }: UsageFieldProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const options = TRANSMITTER_USAGES.map((usage) => ({
    value: usage,
    label: t(`transmitters.usage.${usage.toLowerCase()}`),
  }));
  return (
    <>
      <SelectField
        label={t('transmitters.fields.usage')}
        options={options}
        value={value}
        onChange={(usage) => onChange(usage ?? DEFAULTS.transmitterUsage)}
        description={t('transmitters.hints.usage')}
        error={error}
      />
      {mismatch && (
        <Callout tone="warning" compact>
          {text(mismatch)}
        </Callout>
      )}
    </>
  );
}

import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usageForPower, type TransmitterUsage } from '@dapnet/model';
import type { Message } from '../../lib/error-messages';
import { formatNumber } from '../../lib/format';
import { isLanguage } from '../../lib/languages';
import { useMessage } from '../../lib/use-message';

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
  const { t, i18n } = useTranslation();
  const expected = mismatchedUsage(usage, power);
  if (expected === null || power === '') return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    key: 'transmitters.hints.usageMismatch',
    values: {
      power: formatNumber(power, language),
      expected: t(`transmitters.usage.${expected.toLowerCase()}`),
    },
  };
}

/** Shown under the usage select while usage and power do not match. */
export function UsageMismatchWarning({ message }: { message: Message | null }) {
  const text = useMessage();
  if (message === null) return null;
  return (
    <Alert color="yellow" variant="light" py="xs">
      {text(message)}
    </Alert>
  );
}

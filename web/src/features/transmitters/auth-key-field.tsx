import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { TextField } from '../../components/form';
import { showSuccessToast } from '../../components/toast/success-toast';
import type { Message } from '../../lib/messages/error-messages';
import { generateAuthKey } from './auth-key';

interface AuthKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: Message;
}

/**
 * The transmitter's auth key (its password towards the nodes): hidden by default, with buttons
 * to show it, copy it for the transmitter's configuration, and generate a strong one.
 */
export function AuthKeyField({ value, onChange, error }: AuthKeyFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      void showSuccessToast();
    } catch (failure) {
      await showErrorDialog(failure);
    }
  };
  return (
    <div>
      <TextField
        label={t('transmitters.fields.authKey')}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        maxLength={LIMITS.authKey.max}
        autoComplete="new-password"
        description={t('transmitters.hints.authKey')}
        error={error}
      />
      <div className={`${layout.groupTight} ${layout.mtXxs}`}>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            onChange(generateAuthKey());
            setVisible(true);
          }}
        >
          {t('transmitters.authKey.generate')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => void copy()}
          disabled={value === ''}
        >
          {t('transmitters.authKey.copy')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
        >
          {t('transmitters.authKey.show')}
        </Button>
      </div>
    </div>
  );
}

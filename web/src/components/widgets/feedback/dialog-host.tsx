import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages/use-message';
import { Button } from '../../ui/button';
import layout from '../../ui/layout.module.css';
import { Text } from '../../ui/text';
import { Modal } from '../modal';
import { closeDialog, useDialogQueue } from '../../dialogs/dialog-store';
import classes from './dialog-host.module.css';

/** Shows the first queued dialog. Mounted once in the shell. */
export function DialogHost() {
  const { t } = useTranslation();
  const text = useMessage();
  const current = useDialogQueue((state) => state.queue[0]);
  if (!current) return null;

  const { confirmLabel, cancelLabel, focusCancel = false } = current;
  const close = (confirmed: boolean) => closeDialog(current.id, confirmed);
  return (
    <Modal
      key={current.id}
      opened
      onClose={() => close(false)}
      title={text(current.title)}
      centered
      closeLabel={t('common.close')}
      data-tone={current.tone}
    >
      <Text>{text(current.text)}</Text>
      {current.detail && <Text className={classes.detail}>{text(current.detail)}</Text>}
      {current.list && (
        <ul className={classes.list} aria-label={text(current.list.label)}>
          {current.list.items.map((item, index) => (
            <li key={index}>{text(item)}</li>
          ))}
        </ul>
      )}
      {current.violations && (
        <ul className={classes.list} aria-label={t('rest.errors.violations')}>
          {current.violations.map((violation, index) => (
            <li key={index}>
              {t('rest.errors.violation', {
                field: violation.field,
                message: violation.message,
                code: violation.code ?? '-',
                constraint: violation.constraint ?? '-',
              })}
            </li>
          ))}
        </ul>
      )}
      <div className={`${layout.groupEnd} ${classes.buttons}`}>
        {confirmLabel ? (
          <>
            <Button
              variant="default"
              onClick={() => close(false)}
              data-autofocus={focusCancel || undefined}
            >
              {cancelLabel ? text(cancelLabel) : t('common.cancel')}
            </Button>
            <Button onClick={() => close(true)} data-autofocus={!focusCancel || undefined}>
              {text(confirmLabel)}
            </Button>
          </>
        ) : (
          <Button onClick={() => close(true)} data-autofocus>
            {t('common.ok')}
          </Button>
        )}
      </div>
    </Modal>
  );
}

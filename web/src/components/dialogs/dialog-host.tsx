import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/use-message';
import { KitProvider } from '../kit/kit-provider';
import { closeDialog, useDialogQueue } from './dialog-store';

/** Shows the first queued dialog. Mounted once in the shell. */
export function DialogHost() {
  const { t } = useTranslation();
  const text = useMessage();
  const current = useDialogQueue((state) => state.queue[0]);
  if (!current) return null;

  const { confirmLabel, cancelLabel, focusCancel = false } = current;
  const close = (confirmed: boolean) => closeDialog(current.id, confirmed);
  return (
    <KitProvider>
      <Modal
        key={current.id}
        opened
        onClose={() => close(false)}
        title={text(current.title)}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-tone={current.tone}
      >
        <Text>{text(current.text)}</Text>
        {current.detail && (
          <Text mt="xs" fw={500}>
            {text(current.detail)}
          </Text>
        )}
        {current.list && (
          <List mt="sm" size="sm" spacing={4} aria-label={text(current.list.label)}>
            {current.list.items.map((item, index) => (
              <List.Item key={index}>{text(item)}</List.Item>
            ))}
          </List>
        )}
        {current.violations && (
          <List mt="sm" size="sm" spacing={4} aria-label={t('rest.errors.violations')}>
            {current.violations.map((violation, index) => (
              <List.Item key={index}>
                {t('rest.errors.violation', {
                  field: violation.field,
                  message: violation.message,
                  code: violation.code ?? '-',
                  constraint: violation.constraint ?? '-',
                })}
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" mt="lg">
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
        </Group>
      </Modal>
    </KitProvider>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/messages/use-message';
import { closeDialog, useDialogQueue } from './dialog-store';
import { Button } from '../ui/button';
import classes from './plain-dialog-host.module.css';

/**
 * Stands in for the dialog host when its code cannot be fetched (the server went away before a
 * form's first dialog): the same question or error, as the browser's own modal dialog, so the
 * user reads what happened and the page and its form stay as they were.
 */
export function PlainDialogHost() {
  const { t } = useTranslation();
  const text = useMessage();
  const current = useDialogQueue((state) => state.queue[0]);
  const dialog = useRef<HTMLDialogElement>(null);
  // The button that starts with the focus, as in the kit's dialog: "OK", the confirmation, or
  // "cancel" for a yes that cannot be taken back.
  const firstFocus = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    firstFocus.current?.focus();
  }, [current?.id]);

  if (!current) return null;
  const close = (confirmed: boolean) => closeDialog(current.id, confirmed);
  const items = [
    ...(current.list?.items.map(text) ?? []),
    ...(current.violations?.map((violation) =>
      t('rest.errors.violation', {
        field: violation.field,
        message: violation.message,
        code: violation.code ?? '-',
        constraint: violation.constraint ?? '-',
      }),
    ) ?? []),
  ];
  return (
    <dialog
      key={current.id}
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      data-tone={current.tone}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
    >
      <h2 id={titleId} className={classes.title}>
        {text(current.title)}
      </h2>
      <p>{text(current.text)}</p>
      {current.detail && <p className={classes.detail}>{text(current.detail)}</p>}
      {items.length > 0 && (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      <div className={classes.buttons}>
        {current.confirmLabel ? (
          <>
            <Button
              variant="default"
              onClick={() => close(false)}
              ref={current.focusCancel ? firstFocus : undefined}
            >
              {current.cancelLabel ? text(current.cancelLabel) : t('common.cancel')}
            </Button>
            <Button
              variant="default"
              onClick={() => close(true)}
              ref={current.focusCancel ? undefined : firstFocus}
            >
              {text(current.confirmLabel)}
            </Button>
          </>
        ) : (
          <Button variant="default" onClick={() => close(true)} ref={firstFocus}>
            {t('common.ok')}
          </Button>
        )}
      </div>
    </dialog>
  );
}

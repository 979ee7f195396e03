import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MailPartsMenu } from '../mail-parts-menu/mail-parts-menu';
import { useTranslation } from 'react-i18next';
import {
  ConnectIcon,
  DeleteIcon,
  EditIcon,
  MailIcon,
  MonitorIcon,
  RubricsIcon,
  SendAgainIcon,
} from './table-icons';
import styles from './row-actions.module.css';

export interface RowActionsProps {
  /** The new-record page, started from this row (a call sent again), and what it starts with. */
  sendAgain?: { href: string; state: unknown };
  /** Route of the row's edit form. */
  editHref?: string;
  /** Asks for confirmation itself (see useDeleteAction). */
  onDelete?: () => void;
  /** The mailto: link for the row's owners; more than one when they do not fit in one link. */
  mailHrefs?: readonly string[];
  /** The mail link's accessible name when it does not go to owners (a user's own address). */
  mailLabel?: string;
  onSendRubricNames?: () => void;
  /** Route of the row's monitoring screen (transmitters and nodes). */
  monitorHref?: string;
  /** Route of the page that tells how to connect the row's transmitter software. */
  guideHref?: string;
  /** Name of the row, for the buttons' accessible names ("Edit db0abc"). */
  name: string;
}

/**
 * The row actions of an overview table, always in the same order (spec section 3): edit, delete,
 * mail, rubrics, connection guide, monitoring; "send again" (calls, which have none of those)
 * first.
 */
export function RowActions({
  sendAgain,
  editHref,
  onDelete,
  mailHrefs = [],
  mailLabel,
  onSendRubricNames,
  monitorHref,
  guideHref,
  name,
}: RowActionsProps) {
  const { t } = useTranslation();
  const label = (action: string) => t(`table.rowActions.${action}`, { name });
  const mail = mailLabel ?? label('mail');
  return (
    <span className={styles.actions}>
      {sendAgain && (
        <ActionLink to={sendAgain.href} state={sendAgain.state} label={label('sendAgain')}>
          <SendAgainIcon />
        </ActionLink>
      )}
      {editHref && (
        <ActionLink to={editHref} label={label('edit')}>
          <EditIcon />
        </ActionLink>
      )}
      {onDelete && (
        <ActionButton onClick={onDelete} label={label('delete')} danger>
          <DeleteIcon />
        </ActionButton>
      )}
      {mailHrefs.length === 1 && (
        <a href={mailHrefs[0]} className={styles.action} aria-label={mail} title={mail}>
          <MailIcon />
        </a>
      )}
      {mailHrefs.length > 1 && (
        <MailPartsMenu hrefs={mailHrefs}>
          <ActionButton label={mail}>
            <MailIcon />
          </ActionButton>
        </MailPartsMenu>
      )}
      {onSendRubricNames && (
        <ActionButton onClick={onSendRubricNames} label={label('sendRubricNames')}>
          <RubricsIcon />
        </ActionButton>
      )}
      {guideHref && (
        <ActionLink to={guideHref} label={label('guide')}>
          <ConnectIcon />
        </ActionLink>
      )}
      {monitorHref && (
        <ActionLink to={monitorHref} label={label('monitor')}>
          <MonitorIcon />
        </ActionLink>
      )}
    </span>
  );
}

/** An action that opens a page: an icon named by its label (also shown on hover). */
function ActionLink({
  to,
  state,
  label,
  children,
}: {
  to: string;
  state?: unknown;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} state={state} className={styles.action} aria-label={label} title={label}>
      {children}
    </Link>
  );
}

/**
 * An action done in place (delete, a menu's trigger): an icon button named by its label. The
 * menu that wraps a trigger passes its own props through, so they are spread on the button.
 */
const ActionButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { label: string; danger?: boolean }
>(function ActionButton({ label, danger = false, className, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={[styles.action, danger && styles.danger, className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
    />
  );
});

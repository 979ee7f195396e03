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
  return (
    <span className={styles.actions}>
      {sendAgain && (
        <Link
          to={sendAgain.href}
          state={sendAgain.state}
          className={styles.action}
          aria-label={label('sendAgain')}
          title={label('sendAgain')}
        >
          <SendAgainIcon />
        </Link>
      )}
      {editHref && (
        <Link
          to={editHref}
          className={styles.action}
          aria-label={label('edit')}
          title={label('edit')}
        >
          <EditIcon />
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={onDelete}
          aria-label={label('delete')}
          title={label('delete')}
        >
          <DeleteIcon />
        </button>
      )}
      {mailHrefs.length === 1 && (
        <a
          href={mailHrefs[0]}
          className={styles.action}
          aria-label={mailLabel ?? label('mail')}
          title={mailLabel ?? label('mail')}
        >
          <MailIcon />
        </a>
      )}
      {mailHrefs.length > 1 && (
        <MailPartsMenu hrefs={mailHrefs}>
          <button
            type="button"
            className={styles.action}
            aria-label={mailLabel ?? label('mail')}
            title={mailLabel ?? label('mail')}
          >
            <MailIcon />
          </button>
        </MailPartsMenu>
      )}
      {onSendRubricNames && (
        <button
          type="button"
          className={styles.action}
          onClick={onSendRubricNames}
          aria-label={label('sendRubricNames')}
          title={label('sendRubricNames')}
        >
          <RubricsIcon />
        </button>
      )}
      {guideHref && (
        <Link
          to={guideHref}
          className={styles.action}
          aria-label={label('guide')}
          title={label('guide')}
        >
          <ConnectIcon />
        </Link>
      )}
      {monitorHref && (
        <Link
          to={monitorHref}
          className={styles.action}
          aria-label={label('monitor')}
          title={label('monitor')}
        >
          <MonitorIcon />
        </Link>
      )}
    </span>
  );
}

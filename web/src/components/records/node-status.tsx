import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITABLE_NODE_STATUSES } from '@dapnet/model';
import styles from './node-status.module.css';

/** ONLINE and SUSPENDED are the statuses an editor chooses; anything else needs attention. */
export function isKnownNodeStatus(status: string): status is 'ONLINE' | 'SUSPENDED' {
  return (EDITABLE_NODE_STATUSES as readonly string[]).includes(status);
}

/**
 * The status as the table shows it: the known ones translated (looked up once per language, not
 * per row), any other as sent.
 */
export function useNodeStatusText(): (status: string) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const online = t('nodes.status.online');
    const suspended = t('nodes.status.suspended');
    return (status: string) =>
      status === 'ONLINE' ? online : status === 'SUSPENDED' ? suspended : status;
  }, [t]);
}

/** A status cell: known statuses as plain text, an unexpected one as a warning badge. */
export function NodeStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const text = useNodeStatusText();
  if (isKnownNodeStatus(status)) return <>{text(status)}</>;
  return (
    <span className={styles.warning} title={t('nodes.status.unexpected')}>
      <span aria-hidden="true">⚠ </span>
      {status}
    </span>
  );
}

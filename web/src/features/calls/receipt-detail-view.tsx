import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReceiptKind } from '@dapnet/model';
import { ReceiptStatus } from '../../components/delivery/receipt-status';
import { ErrorBanner } from '../../components/page/error-banner';
import { isApiError } from '../../lib/api-error';
import { PageTitle } from '../../components/page/page-title';
import { TitledSection } from '../../components/page/titled-section';
import { dialogErrorMessage } from '../../lib/messages/error-messages';
import { DeliveriesTable } from './deliveries-table';
import { receiptDetailQuery, receiptsAvailable } from './receipts-api';
import styles from './receipt-detail-view.module.css';
import anchor from '../../components/ui/anchor.module.css';

interface ReceiptDetailViewProps {
  kind: ReceiptKind;
  /** The record's id from the address; null when it is no id at all. */
  id: number | null;
  /** The record's own fields (label, value), once its list has it. */
  fields: readonly [string, ReactNode][] | undefined;
  /** True while the record's list is still being fetched. */
  pending: boolean;
  /** The list this page was reached from. */
  listHref: string;
}

/**
 * The detail view of a call or a rubric content: the record, then its delivery as a summary and
 * a table of transmitters. Who may see it is the server's answer (the sender, admins, owners of
 * the called subscribers or of the rubric): a refusal or an unknown id shows the usual error texts
 * (lib/messages/error-messages) with the way back to the list, and nothing of the record.
 * A record the reader may see but whose delivery was never recorded (older than the records, or
 * its records cleaned up) has no receipt either: the server answers 404 for it as for an unknown
 * id, so the record's list decides which it is, and such a record shows with a note instead.
 */
export function ReceiptDetailView({ kind, id, fields, pending, listHref }: ReceiptDetailViewProps) {
  const { t } = useTranslation();
  const available = receiptsAvailable();
  const detail = useQuery({
    ...receiptDetailQuery(kind, id ?? 0),
    enabled: available && id !== null,
  });
  const unrecorded =
    isApiError(detail.error) && detail.error.status === 404 && (pending || fields !== undefined);
  const failure =
    id === null
      ? { title: { key: 'rest.errors.notFound.title' }, text: { key: 'rest.errors.notFound.text' } }
      : detail.error && !unrecorded
        ? dialogErrorMessage(detail.error)
        : null;
  if (failure) {
    return (
      <div className={styles.page}>
        <PageTitle />
        <ErrorBanner title={failure.title} message={failure.text} />
        <Link className={anchor.anchor} to={listHref}>
          {t('form.backToList')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageTitle />
      <dl className={styles.fields}>
        {(fields ?? []).map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TitledSection
        title={t('receipts.column')}
        classes={{ section: styles.section, heading: styles.heading }}
      >
        {!available && <p className={styles.note}>{t('receipts.notReported')}</p>}
        {available && !detail.data && (
          <p className={styles.note}>{unrecorded && !pending ? t('receipts.noneRecorded') : '…'}</p>
        )}
        {detail.data && (
          <>
            <p className={styles.summary}>
              <ReceiptStatus receipt={detail.data.receipt} />
            </p>
            <DeliveriesTable deliveries={detail.data.deliveries} />
          </>
        )}
      </TitledSection>
    </div>
  );
}

/** The id in a detail page's address: a whole number, or null for anything else. */
export function recordId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

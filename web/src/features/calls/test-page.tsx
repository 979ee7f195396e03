import { Button } from '../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form';
import styles from './test-page.module.css';
import { type TestPageProps, useTestPage } from './use-test-page';

/**
 * "Send a test page to my own pager" on the new-call page, for users who own a subscriber: the
 * current text goes as a normal (not emergency) call to one of their own subscribers, through
 * the groups chosen in the form or, when none are, the group they sent through last. The form
 * stays as it is, so the real call can follow (useTestPage holds the state and the sending).
 */
export function TestPage(props: TestPageProps) {
  const { t } = useTranslation();
  const { own, subscriber, through, sending, choiceMissing, pick, send } = useTestPage(props);
  if (own.length === 0) return null;

  return (
    <section className={styles.testPage} aria-label={t('calls.testPage.title')}>
      {own.length > 1 && (
        <SelectField
          label={t('calls.testPage.subscriber')}
          options={own}
          value={subscriber}
          onChange={pick}
          error={choiceMissing ? { key: 'calls.testPage.choose' } : undefined}
        />
      )}
      <p className={styles.through}>
        {through.length > 0
          ? t('calls.testPage.through', { groups: through.join(', ') })
          : t('calls.testPage.noGroups')}
      </p>
      <Button
        variant="default"
        onClick={() => void send()}
        loading={sending}
        disabled={through.length === 0}
      >
        {subscriber ? t('calls.testPage.sendTo', { subscriber }) : t('calls.testPage.send')}
      </Button>
    </section>
  );
}

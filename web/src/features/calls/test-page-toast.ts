import { useToastHostNeeded } from '../../components/toast/toast-store';
import { SUCCESS_TOAST_MS } from '../../components/toast/success-toast';
import { i18n } from '../../lib/i18n';

/** Says that the test page went out, and to which subscriber (the form stays open). */
export async function showTestPageSent(subscriber: string): Promise<void> {
  useToastHostNeeded.setState({ needed: true });
  const { showToast } = await import('../../components/widgets/feedback/toast-api');
  showToast({
    title: i18n.t('calls.testPage.sentTitle'),
    message: i18n.t('calls.testPage.sent', { subscriber }),
    color: 'green',
    autoClose: SUCCESS_TOAST_MS * 2,
  });
}

import { i18n } from '../../lib/i18n';
import { useToastHostNeeded } from './toast-store';

/**
 * Says that a new version of the app has been installed and opens on the next visit; stays until
 * closed, as it may come while the user is busy elsewhere on the page.
 */
export async function showUpdateToast(): Promise<void> {
  useToastHostNeeded.setState({ needed: true });
  const { showToast } = await import('../widgets/feedback/toast-api');
  showToast({
    title: i18n.t('app.update.title'),
    message: i18n.t('app.update.text'),
    color: 'blue',
    autoClose: false,
  });
}

import { i18n } from '../../lib/i18n';
import { useToastHostNeeded } from './toast-store';

export const SUCCESS_TOAST_MS = 3000;

/**
 * 'Operation successfully executed.' for 3 s at the bottom end of the screen. Left out when its
 * code cannot be fetched: the page the user is taken to shows the result anyway.
 */
export async function showSuccessToast(): Promise<void> {
  useToastHostNeeded.setState({ needed: true });
  try {
    const { showToast } = await import('../widgets/feedback/toast-api');
    showToast({
      title: i18n.t('alerts.success.title'),
      message: i18n.t('alerts.success.text'),
      color: 'green',
      autoClose: SUCCESS_TOAST_MS,
    });
  } catch (error) {
    console.warn(error);
  }
}

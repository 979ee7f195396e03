import { useTranslation } from 'react-i18next';
import { AwardPopupOnce } from '../../features/home/award-popup-once';
import { LoginRequiredNotice } from '../../features/home/login-required-notice';
import classes from './home.module.css';

// The carousel, map, news and statistics arrive with the home page work; the frame is final.
// Plain HTML and CSS: the first page anyone sees loads no UI kit.
export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <LoginRequiredNotice />
      <h1 className={classes.title}>{t('home.welcome')}</h1>
      <p>{t('home.intro')}</p>
      <AwardPopupOnce />
    </div>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AwardPopupOnce } from '../../features/home/award-popup-once';
import { HomeCarousel } from '../../features/home/carousel/home-carousel';
import { FirstSteps } from '../../features/home/lazy-parts';
import { LoginRequiredNotice } from '../../features/home/login-required-notice';
import { NetworkHealthSection } from '../../features/home/network-health-section';
import { NetworkStatistics } from '../../features/home/network-stats';
import { NewsList } from '../../features/home/news-list';
import { ProjectLinks } from '../../features/home/project-links';
import { TransmitterMapSection } from '../../features/home/transmitter-map-section';
import { selectIsAdmin, useSession } from '../../features/session/session-store';
import { LaterStage } from '../../lib/staged-render';
import classes from './home.module.css';

// Plain HTML and CSS: the first page anyone sees loads no UI kit. The carousel comes with the
// page, since its text is the largest thing on the first screen (what Lighthouse waits for); the
// map arrives in a chunk of its own when it comes near the screen.
export default function HomeRoute() {
  const { t } = useTranslation();
  const admin = useSession(selectIsAdmin);
  return (
    <div className={classes.page}>
      <LoginRequiredNotice />
      <h1 className={classes.title}>{t('home.welcome')}</h1>
      <p className={classes.intro}>{t('home.intro')}</p>
      {admin && (
        <Suspense fallback={null}>
          <FirstSteps />
        </Suspense>
      )}
      {/* The carousel, and then the sections, each in a task of their own (lib/staged-render.tsx). */}
      <LaterStage>
        <HomeCarousel />
      </LaterStage>
      <LaterStage>
        <div className={classes.grid}>
          <div className={classes.map}>
            <TransmitterMapSection />
          </div>
          <div className={classes.stats}>
            <NetworkStatistics />
            <NetworkHealthSection />
          </div>
          <div className={classes.news}>
            <NewsList />
          </div>
          <div className={classes.projects}>
            <ProjectLinks />
          </div>
        </div>
      </LaterStage>
      <AwardPopupOnce />
    </div>
  );
}

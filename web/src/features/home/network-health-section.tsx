import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkHealthHistory } from './lazy-parts';
import { SectionHeading } from './section-heading';
import { useNearViewport } from './use-near-viewport';
import classes from './home-sections.module.css';
import healthClasses from './network-health.module.css';

/** The home page's small history of the network; its chart loads when it comes near the screen. */
export function NetworkHealthSection() {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const placeholder = (
    <div className={`${healthClasses.history} ${healthClasses.placeholder}`}>
      {t('common.loading')}
    </div>
  );
  return (
    <section className={classes.section} aria-labelledby="home-health">
      <SectionHeading id="home-health" title={t('networkHealth.title')} />
      <div ref={frame}>
        {near ? (
          <Suspense fallback={placeholder}>
            <NetworkHealthHistory />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { getInFlightCount, subscribeInFlight } from '../lib/in-flight';
import classes from './running-indicator.module.css';

/** Short requests finish before this and never flash the bar. */
const SHOW_AFTER_MS = 150;

/** A thin bar at the top while any request or page load is under way. */
export function RunningIndicator() {
  const { t } = useTranslation();
  // None while the prerendered home page is rendered or taken over (prerender/render-page.tsx).
  const requests = useSyncExternalStore(subscribeInFlight, getInFlightCount, () => 0);
  const navigating = useNavigation().state !== 'idle';
  const busy = requests > 0 || navigating;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy]);

  if (!busy || !delayPassed) return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('common.loading')} />;
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/session/session-store';
import {
  HOUR_CYCLE_CHOICES,
  TIME_ZONE_CHOICES,
  type HourCycleChoice,
  type TimeZoneChoice,
} from '../../lib/format';
import { NavMenuButton } from './nav-menu';
import classes from './navigation-bar.module.css';

const ZONE_KEYS = {
  local: 'nav.timeLocal',
  utc: 'nav.timeUtc',
} as const satisfies Record<TimeZoneChoice, string>;

const HOUR_KEYS = {
  '24': 'nav.hours24',
  '12': 'nav.hours12',
} as const satisfies Record<HourCycleChoice, string>;

/**
 * How times are shown, in the user menu (signed in or not): local time or UTC, and a 24- or
 * 12-hour clock. The choice is stored with the language and read by every formatted time.
 */
export function TimeDisplayChoices() {
  const { t } = useTranslation();
  const time = useSession((state) => state.timeDisplay);
  const setTimeDisplay = useSession((state) => state.setTimeDisplay);
  const labelId = useId();
  return (
    <li className={classes.divided}>
      <span id={labelId} className={classes.groupLabel}>
        {t('nav.time')}
      </span>
      <ul className={classes.subList} aria-labelledby={labelId}>
        {TIME_ZONE_CHOICES.map((zone) => (
          <NavMenuButton
            key={zone}
            pressed={zone === time.zone}
            onClick={() => setTimeDisplay({ zone })}
          >
            {t(ZONE_KEYS[zone])}
          </NavMenuButton>
        ))}
        {HOUR_CYCLE_CHOICES.map((hours) => (
          <NavMenuButton
            key={hours}
            pressed={hours === time.hours}
            onClick={() => setTimeDisplay({ hours })}
          >
            {t(HOUR_KEYS[hours])}
          </NavMenuButton>
        ))}
      </ul>
    </li>
  );
}

import {
  normalizeName,
  UPTIME_WINDOWS,
  type SiteUptime,
  type UptimeFigure,
  type UptimeWindow,
} from '@dapnet/model';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table';
import { formatNumber } from '../../lib/format';
import type { Language } from '../../lib/languages';
import { useLanguage } from '../session/current-user/use-current-user';
import type { Site } from './sites';

/** The transmitters' figures by normalised name; undefined while they load. */
export type UptimeFigures = ReadonlyMap<string, SiteUptime> | undefined;

const WINDOWS: readonly UptimeWindow[] = ['day', 'week'];

/**
 * "Uptime 24 h" and "Uptime 7 days": the share of the time each transmitter was connected, from
 * the server's connection history, so the figures survive a reload. A figure whose history
 * starts later than the window says over how long ("of the last 3 h"); a node (whose connections are not recorded) and
 * a transmitter never connected have none. No columns at all where there is no history.
 */
export function useUptimeColumns(uptime: UptimeFigures | null): Column<Site>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    if (uptime === null) return [];
    const figureOf = (site: Site, window: UptimeWindow) =>
      site.kind === 'transmitter' ? uptime?.get(normalizeName(site.name))?.[window] : undefined;
    const text = (figure: UptimeFigure | null | undefined, windowStart: boolean) => {
      if (!figure) return uptime ? t('mySites.uptime.none') : '';
      const percent = formatNumber(figure.fraction, language, {
        style: 'percent',
        maximumFractionDigits: 1,
      });
      return windowStart ? percent : knownSpanText(t, language, percent, figure);
    };
    return WINDOWS.map((window): Column<Site> => ({
      id: `uptime-${window}`,
      header: t(`mySites.uptime.${window}`),
      text: (site) => {
        const figure = figureOf(site, window);
        return text(figure, !!figure && coversWindow(figure, window));
      },
      sort: 'number',
      sortValue: (site) => figureOf(site, window)?.fraction ?? null,
      firstDirection: 'desc',
    }));
  }, [t, language, uptime]);
}

/** Whether the history reaches back to the window's start (a minute's leeway for the request). */
function coversWindow(figure: UptimeFigure, window: UptimeWindow): boolean {
  return Date.now() - Date.parse(figure.from) >= UPTIME_WINDOWS[window] - 60_000;
}

/** "100 % of the last 3 h": a figure the history covers only part of the window for. */
function knownSpanText(t: TFunction, language: Language, percent: string, figure: UptimeFigure) {
  const minutes = Math.max(1, Math.round((Date.now() - Date.parse(figure.from)) / 60_000));
  if (minutes < 60) {
    return t('mySites.uptime.ofMinutes', { percent, minutes: formatNumber(minutes, language) });
  }
  const hours = formatNumber(minutes / 60, language, {
    maximumFractionDigits: minutes < 600 ? 1 : 0,
  });
  return t('mySites.uptime.ofHours', { percent, hours });
}

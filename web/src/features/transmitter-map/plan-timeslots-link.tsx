import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeslotPlannerAreaHref } from '../../lib/timeslots/timeslot-links';
import { ButtonLink } from '../../components/ui/button';

/** The planner's address for what the map shows now, or undefined before the map is there. */
function plannerHref(map: LeafletMap | null): string | undefined {
  if (!map) return undefined;
  const bounds = map.getBounds();
  return timeslotPlannerAreaHref({
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  });
}

/** Opens the timeslot planner for the transmitters in the map's current view. */
export function PlanTimeslotsLink({ map }: { map: LeafletMap | null }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => plannerHref(map));
  useEffect(() => {
    if (!map) return;
    const follow = () => setHref(plannerHref(map));
    follow();
    map.on('moveend', follow);
    return () => void map.off('moveend', follow);
  }, [map]);
  if (!href) return null;
  return (
    // A long label in other languages wraps onto a second line instead of overflowing.
    <ButtonLink to={href} variant="default">
      {t('transmitterMap.actions.planTimeslots')}
    </ButtonLink>
  );
}

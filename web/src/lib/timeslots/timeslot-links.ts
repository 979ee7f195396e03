import { paths } from '../paths';

/** The planner's parameters: a transmitter group, or an area of the map. */
export const GROUP_PARAM = 'group';
export const AREA_PARAM = 'area';

/** A map area in degrees, as Leaflet's bounds give it. */
export interface Area {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Four decimals are about 10 m: enough for a map's edge, short in the address. */
const rounded = (degrees: number) => String(Math.round(degrees * 10_000) / 10_000);

/** The timeslot planner for the transmitters in a map area (`?area=south,west,north,east`). */
export function timeslotPlannerAreaHref(area: Area): string {
  const value = [area.south, area.west, area.north, area.east].map(rounded).join(',');
  return `${paths.transmitters.timeslots.href()}?${new URLSearchParams({ [AREA_PARAM]: value }).toString()}`;
}

/** Reads `?area=`; undefined unless it is four numbers in range with south below north. */
export function parseArea(value: string | null): Area | undefined {
  const numbers = (value ?? '').split(',').map((part) => Number(part.trim()));
  if (numbers.length !== 4 || numbers.some((number) => !Number.isFinite(number))) return undefined;
  const [south, west, north, east] = numbers as [number, number, number, number];
  const latitudes = [south, north].every((latitude) => Math.abs(latitude) <= 90);
  const longitudes = [west, east].every((longitude) => Math.abs(longitude) <= 180);
  if (!latitudes || !longitudes || south > north) return undefined;
  return { south, west, north, east };
}

/** Whether a point lies in the area; an area across the date line has its west above its east. */
export function inArea(area: Area, point: { latitude: number; longitude: number }): boolean {
  if (point.latitude < area.south || point.latitude > area.north) return false;
  return area.west <= area.east
    ? point.longitude >= area.west && point.longitude <= area.east
    : point.longitude >= area.west || point.longitude <= area.east;
}

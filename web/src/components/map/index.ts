export { BaseMap, type BaseMapProps } from './base-map';
export {
  markerPosition,
  NODE_MARKER_STYLE,
  transmitterMarkerStyle,
} from '../../lib/map-marks/marker-style';

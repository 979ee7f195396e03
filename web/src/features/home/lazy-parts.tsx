import { lazy } from 'react';

// Leaflet loads after the page itself, so the first paint does not wait for it.
export const OnlineTransmittersMap = lazy(() =>
  import('./online-transmitters-map').then((module) => ({
    default: module.OnlineTransmittersMap,
  })),
);

// The error wording module brings the shared model (and its schema library) along: only a
// failure pays for it.
export const HomeError = lazy(() =>
  import('./home-error').then((module) => ({ default: module.HomeError })),
);

// Only admins of a network still being set up see it; nobody else downloads it.
export const FirstSteps = lazy(() =>
  import('./first-steps').then((module) => ({ default: module.FirstSteps })),
);

// The history chart of online transmitters and calls, below the statistics.
export const NetworkHealthHistory = lazy(() =>
  import('./network-health').then((module) => ({ default: module.NetworkHealthHistory })),
);

import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/session-store';

// Only first-time visitors need the pop-up, so only they load it (and the dialog code).
const AwardPopup = lazy(() =>
  import('./award-popup').then((module) => ({ default: module.AwardPopup })),
);

export function AwardPopupOnce() {
  // Decided on arrival: the pop-up marks itself as shown while it is open, which must not
  // unmount it.
  const [needed] = useState(() => !useSession.getState().popups.award);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AwardPopup />
    </Suspense>
  );
}

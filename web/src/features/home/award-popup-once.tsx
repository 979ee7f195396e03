import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/session-store';

// Only first-time visitors need the pop-up, so only they load it (and the dialog code).
const AwardPopup = lazy(() =>
  import('./award-popup').then((module) => ({ default: module.AwardPopup })),
);

/**
 * The award pop-up on a first visit, after the cookie notice: a modal over the notice would hide
 * it and trap the focus away from it, so the pop-up waits until the notice is acknowledged.
 */
export function AwardPopupOnce() {
  // Decided on arrival: the pop-up marks itself as shown while it is open, which must not
  // unmount it.
  const [needed] = useState(() => !useSession.getState().popups.award);
  const cookieNoticeAcknowledged = useSession((state) => state.cookieConsent);
  if (!needed || !cookieNoticeAcknowledged) return null;
  return (
    <Suspense fallback={null}>
      <AwardPopup />
    </Suspense>
  );
}

/**
 * The new-call page's part of the static frame (prerender/page-frame.tsx): its whole first screen
 * as the page first draws it for a sender with no draft (features/calls/call-form.tsx), made of
 * the page's own parts (CallFormPage, CallFields) with every field empty, so each label, box and
 * button, and the help beside them, is where the app's form then puts its own. The user is not
 * known at build time: the message box has no sender's prefix yet (it does not change the box's
 * size), and its count of characters left, which the prefix takes from, keeps its line but shows
 * no figure until the app's. Not to be typed into (`inert`, which changes nothing of its look):
 * the app's form replaces it, not hydrates it, and would lose what was typed.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { CallFields, CallFormPage, type CallValues } from '../features/calls/call-form';
import { NO_GROUP_CHOICES } from '../lib/distribution';
import type { Language } from '../lib/languages';
import type { RouteHandle } from '../lib/route-handle';

const BLANK_CALL: CallValues = {
  text: '',
  callSignNames: [],
  transmitterGroupNames: [],
  emergency: false,
};

/** Each field as useEntityForm's `field` gives it, empty, without errors, changing nothing. */
function blankField<Key extends keyof CallValues>(key: Key) {
  return { value: BLANK_CALL[key], onChange: () => {}, error: undefined };
}

/**
 * Hides the count of characters left (its `aria-live` element) in the frame marked so; the build
 * moves it to the frame's other rules (frame-css.ts, stylesOut).
 */
function countHidden(markAs: object): string {
  const frame = Object.keys(markAs).map((attribute) => `[${attribute}]`);
  return `${frame.join('')} [aria-live]{visibility:hidden}`;
}

function BlankCallForm({ markAs }: { markAs: object }) {
  const { i18n } = useTranslation();
  const groups = {
    groups: undefined,
    transmitters: undefined,
    choices: NO_GROUP_CHOICES,
    onTogglePin: () => {},
    language: i18n.language as Language,
  };
  return (
    <div inert {...markAs}>
      <style>{countHidden(markAs)}</style>
      <CallFormPage onSubmit={() => {}} saving={false}>
        <CallFields field={blankField} prefix="" groups={groups} />
      </CallFormPage>
    </div>
  );
}

/**
 * The form's page needs a router (its title is its route's, Abort is a link) and the query client
 * (the subscribers' picker asks for its list): here with nothing in them, and nothing is fetched
 * while rendering to markup.
 */
export function NewCallPageFrame({ titleKey, markAs }: { titleKey: string; markAs: object }) {
  const handle: RouteHandle = { title: titleKey };
  const router = createMemoryRouter([
    { path: '*', handle, element: <BlankCallForm markAs={markAs} /> },
  ]);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

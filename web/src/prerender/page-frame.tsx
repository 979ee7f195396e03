/**
 * A page's part of the static frame (app/layout/static-frame.tsx): its title in the column its
 * first screen is drawn in, with the very classes the page renders (components/page/page-title.tsx
 * and the column's), so the app's first render puts its own in the same place. The map page's
 * column holds the whole first screen of the map page, its map box with the first view's tiles
 * (map-page-frame.tsx, with the script that places them: FRAME_SCRIPTS); the new-call page's
 * its whole form, empty (new-call-frame.tsx). The build renders it
 * per language into the pages manifest (scripts/prerender.ts); the server puts it into the
 * frame's `<main>` of the page's HTML (server/src/routes/site/page-html.ts). Rendered to markup
 * once, never hydrated.
 */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page/page-title';
import layout from '../components/ui/layout.module.css';
import type { PageColumn } from '../lib/entities';
import { MapPageFrame } from './map-page-frame';
import { NewCallPageFrame } from './new-call-frame';

/** Marks the page's part of the frame: index.html's first-screen script may hide it. */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/**
 * The inline script that goes after a column's frame, as a file beside this one: the map's places
 * the tiles of the map's first view (map-tiles-script.js). The build puts it into the manifest
 * as it is, byte for byte: the server's CSP allows it by its hash.
 */
export const FRAME_SCRIPTS: Partial<Record<PageColumn, string>> = { map: 'map-tiles-script.js' };

/** Each column's class, as the pages drawn in it have it. */
const COLUMN_CLASSES: Record<Exclude<PageColumn, 'map' | 'newCall'>, string | undefined> = {
  page: layout.page,
  wide: layout.pageWide,
  narrow: layout.pageNarrow,
};

/** The frame in the language i18next is switched to; `titleKey` is the page's title's key. */
export function PageFrame({ column, titleKey }: { column: PageColumn; titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  const markAs = { [PAGE_FRAME_ATTRIBUTE]: '' };
  if (column === 'map') return <MapPageFrame title={title} markAs={markAs} />;
  if (column === 'newCall') return <NewCallPageFrame titleKey={titleKey} markAs={markAs} />;
  return (
    <div className={COLUMN_CLASSES[column]} {...markAs}>
      <PageHeading>{title}</PageHeading>
    </div>
  );
}

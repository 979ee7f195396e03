/**
 * A page's part of the static frame (app/layout/static-frame.tsx): its title in the column its
 * first screen is drawn in, with the very classes the page renders (components/page/page-title.tsx
 * and the column's), so the app's first render puts its own in the same place. The build renders
 * it per language into the pages manifest (scripts/prerender.ts); the server puts it into the
 * frame's `<main>` of the page's HTML (server/src/routes/site/page-html.ts). Rendered to markup
 * once, never hydrated.
 */
import { PageHeading } from '../components/page/page-title';
import layout from '../components/ui/layout.module.css';
import mapStyles from '../features/transmitter-map/transmitter-map.module.css';
import type { PageColumn } from '../lib/entities';

/** Marks the page's part of the frame: index.html's first-screen script may hide it. */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/** Each column's class, as the pages drawn in it have it (the map page its own). */
const COLUMN_CLASSES: Record<PageColumn, string | undefined> = {
  page: layout.page,
  wide: layout.pageWide,
  narrow: layout.pageNarrow,
  map: mapStyles.page,
};

export function PageFrame({ column, title }: { column: PageColumn; title: string }) {
  return (
    <div className={COLUMN_CLASSES[column]} {...{ [PAGE_FRAME_ATTRIBUTE]: '' }}>
      <PageHeading>{title}</PageHeading>
    </div>
  );
}

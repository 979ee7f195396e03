/**
 * The attribute a page's main search box carries (the tables' search), so the `/` shortcut
 * (app/layout/use-keyboard-shortcuts.ts) finds it without knowing the page.
 */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';

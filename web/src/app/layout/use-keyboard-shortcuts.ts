import { useEffect } from 'react';
import { openDialog, useDialogQueue } from '../../components/dialogs/dialog-store';
import { PAGE_SEARCH_ATTRIBUTE } from '../../lib/page-search';

/** Inputs a key press means nothing in: the rest take text, and their keys are the user's. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range']);

/** Whether the key went to something the user types into (where `/` and `?` are just text). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target.closest('[role="combobox"], [role="textbox"], [role="searchbox"]') !== null;
}

/** The page's search box: the first one shown (a page has at most one table as a rule). */
function pageSearch(): HTMLInputElement | undefined {
  const boxes = document.querySelectorAll<HTMLInputElement>(`[${PAGE_SEARCH_ATTRIBUTE}]`);
  return [...boxes].find((box) => box.offsetParent !== null);
}

/** The list of shortcuts, in the dialog every other question and notice uses. */
function showShortcuts() {
  return openDialog({
    tone: 'info',
    title: { key: 'app.shortcuts.title' },
    text: { key: 'app.shortcuts.text' },
    list: {
      label: { key: 'app.shortcuts.title' },
      items: [
        { key: 'app.shortcuts.send' },
        { key: 'app.shortcuts.search' },
        { key: 'app.shortcuts.help' },
      ],
    },
  });
}

/**
 * The app's keyboard shortcuts, on every page: `/` goes to the page's search and `?` lists the
 * shortcuts. Neither fires while the user types in a field or a dialog is open, nor with Ctrl,
 * Alt or Cmd held (the browser's own shortcuts). Ctrl+Enter in the message box is the message
 * field's own (components/form/message-field.tsx).
 */
export function useKeyboardShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== '/' && event.key !== '?') return;
      if (typingIn(event.target) || useDialogQueue.getState().queue.length > 0) return;
      if (event.key === '?') {
        event.preventDefault();
        void showShortcuts();
        return;
      }
      const search = pageSearch();
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

import { within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityPages } from '../lib/entities';
import { i18n } from '../lib/i18n';
import { LANGUAGES } from '../lib/languages';
import { renderPageFrame } from './render-page';

/**
 * The new-call page's part of the static frame, as the build renders it into the pages manifest
 * (scripts/prerender.ts): the page's whole first screen, its form empty, in every language.
 */
describe("the new-call page's static frame", () => {
  const page = entityPages.calls.new;
  let markups: Record<string, string>;
  beforeAll(async () => {
    markups = await renderPageFrame(page.title, 'newCall');
  });

  it('is declared with the page', () => {
    expect(page.firstVisit?.frame).toBe('newCall');
  });

  it.each(LANGUAGES)('holds the empty form and the help beside it (%s)', (language) => {
    const markup = markups[language]!;
    const root = document.createElement('div');
    root.innerHTML = markup;
    const frame = root.firstElementChild!;
    // Marked for index.html's first-screen script, and not to be typed into.
    expect(frame.hasAttribute('data-page-frame')).toBe(true);
    expect(frame.hasAttribute('inert')).toBe(true);
    const t = (key: string) => i18n.t(key, { lng: language });
    const screen = within(root as HTMLElement);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('calls.new'));
    expect(screen.getByRole('group', { name: t('calls.newLegend') })).toBeTruthy();
    const message = screen.getByLabelText(new RegExp(`^${t('calls.fields.message')}`));
    expect((message as HTMLTextAreaElement).value).toBe('');
    for (const picker of ['calls.fields.subscribers', 'calls.fields.transmitterGroups']) {
      const box = screen.getByRole('combobox', { name: new RegExp(`^${t(picker)}`) });
      expect(box.getAttribute('placeholder')).toBe(t('form.choose'));
    }
    expect(screen.getByRole('checkbox', { name: t('calls.fields.highPriority') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('form.submit') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('form.abort') }).getAttribute('href')).toBe('/calls');
    const help = screen.getByRole('complementary', { name: t('common.information') });
    expect(help.textContent).toContain(t('calls.info'));
  });
});

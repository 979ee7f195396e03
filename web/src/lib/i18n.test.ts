import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/i18n.ts as a new visit's start-up loads it: nothing of it left from another test. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

afterEach(() => {
  vi.resetModules();
});

describe('the texts at start-up', () => {
  it('in English are the public pages’ texts, fetched as a catalogue of their own', async () => {
    const { initI18n } = await freshI18n();
    const i18n = await initI18n('en');
    expect(i18n.t('app.skipToContent')).toBe('Skip to main content');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  });

  it('in German come without any English', async () => {
    const { initI18n } = await freshI18n();
    const i18n = await initI18n('de');
    expect(i18n.t('app.skipToContent')).toBe('Zum Hauptinhalt springen');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('stay when the start-up runs again, as the build’s prerender does for each page', async () => {
    const { initI18n, switchLanguage } = await freshI18n();
    await initI18n('en');
    await switchLanguage('de');
    const i18n = await initI18n('en');
    expect(i18n.t('app.skipToContent')).toBe('Skip to main content');
  });
});

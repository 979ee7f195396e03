import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language';
import { readStored } from './session-store';

describe('the language of a first visit', () => {
  it("is the browser's first preferred language among the nine", () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['ja', 'nl-BE'])).toBe('nl');
    expect(browserLanguage(['sv-SE'])).toBe('se');
  });

  it('is English when the browser prefers none of them', () => {
    expect(browserLanguage(['ja', 'zh-CN'])).toBe('en');
    // 'se' in a browser is Northern Sami, not Swedish.
    expect(browserLanguage(['se-NO'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('gives way to a language picked in the menu, also one stored before the choice was kept', () => {
    expect(readStored({ language: 'fr', languageChosen: true })).toMatchObject({
      language: 'fr',
      languageChosen: true,
    });
    expect(readStored({ language: 'pl' })).toMatchObject({ language: 'pl', languageChosen: true });
    // An 'en' stored before then may just have been the default: the browser decides.
    expect(readStored({ language: 'en' })).toMatchObject({ languageChosen: false });
  });
});

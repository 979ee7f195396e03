import { describe, expect, it } from 'vitest';
import { classesOf, rulesFor, stylesOut, usedTokensOnly } from './frame-css';

describe('rulesFor', () => {
  const markup =
    '<div class="page_1 wide_2" data-page-frame=""><h1 class="title_3">Sender</h1></div>';
  const classes = classesOf(markup);

  it('finds the classes of the markup', () => {
    expect([...classes]).toEqual(['page_1', 'wide_2', 'title_3']);
  });

  it("keeps the rules of only the markup's classes, with their media queries, each once; of a joined rule its selectors of them", () => {
    const sheets = [
      '.page_1{padding:1rem}.page_1.wide_2{max-width:80rem}.other{color:red}.list .page_1{margin:0}',
      '@media (min-width:48em){.title_3{font-size:2rem}.other{x:y}}.title_3:hover{color:red}',
      '.page_1{padding:1rem}.page_1,.other{display:block}@keyframes spin{from{opacity:0}}',
    ];
    expect(rulesFor(sheets, classes)).toBe(
      '.page_1{padding:1rem}.page_1.wide_2{max-width:80rem}@media (min-width:48em){.title_3{font-size:2rem}}.title_3:hover{color:red}.page_1{display:block}',
    );
  });

  it('keeps nothing when no rule is only about these classes', () => {
    expect(rulesFor(['.a{color:red} body{margin:0}'], classes)).toBe('');
  });

  it("keeps the kit's rules of a picker in the markup: its states, attributes and placeholder", () => {
    const picker = classesOf('<div class="m_wrap"><input class="m_input"></div>');
    const kit = [
      '.m_wrap[data-size=sm]{--input-height:2.25rem}',
      ':where([data-mantine-color-scheme=dark]) .m_input{color:white}',
      '.m_input::placeholder{color:grey}',
      'html:root .m_wrap[data-variant=default]{--input-bd:grey}',
      '.m_button[data-variant=filled]{color:red}',
    ].join('');
    expect(rulesFor([kit], picker)).toBe(
      '.m_wrap[data-size=sm]{--input-height:2.25rem}:where([data-mantine-color-scheme=dark]) .m_input{color:white}.m_input::placeholder{color:grey}html:root .m_wrap[data-variant=default]{--input-bd:grey}',
    );
  });

  it('keeps the tokens a sheet sets on the document only when that sheet styles the markup', () => {
    const tokens = ':root,:host{--kit-size:1rem}:root[data-scheme=dark]{--kit-text:white}';
    const withRule = `${tokens}body{margin:0}:root{color:red}.title_3{font-size:var(--kit-size)}`;
    expect(rulesFor([tokens, withRule], classes)).toBe(
      ':root,:host{--kit-size:1rem}:root[data-scheme=dark]{--kit-text:white}.title_3{font-size:var(--kit-size)}',
    );
  });
});

describe('stylesOut', () => {
  it('takes the style elements out of the markup, the same rules once, and keeps the rest', () => {
    const style = '<style data-kit="true">:root{--kit-font:serif}</style>';
    const markup = `<div>${style}<p class="a">One</p>${style}<p>Two</p></div>`;
    expect(stylesOut(markup)).toEqual({
      markup: '<div><p class="a">One</p><p>Two</p></div>',
      css: ':root{--kit-font:serif}',
    });
  });
});

describe('usedTokensOnly', () => {
  it("keeps of the document's tokens those the rules or the markup read, and what they read", () => {
    const css = [
      ':root{--size:var(--scale);--scale:1;--colour-red:red;--colour-blue:blue;--unused:0}',
      '@media (prefers-color-scheme:dark){:root{--colour-blue:navy}}',
      '.title{font-size:calc(2rem * var(--size))}',
      // A class's own properties stay, read or not: only the document's are cut.
      '.field{--field-height:2rem}',
    ].join('');
    const markup = '<p style="color:var(--colour-red)">Hi</p>';
    expect(usedTokensOnly(css, markup)).toBe(
      ':root{--size:var(--scale);--scale:1;--colour-red:red}.title{font-size:calc(2rem * var(--size))}.field{--field-height:2rem}',
    );
  });
});

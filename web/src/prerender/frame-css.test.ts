import { describe, expect, it } from 'vitest';
import { classesOf, rulesFor } from './frame-css';

describe('rulesFor', () => {
  const markup =
    '<div class="page_1 wide_2" data-page-frame=""><h1 class="title_3">Sender</h1></div>';
  const classes = classesOf(markup);

  it('finds the classes of the markup', () => {
    expect([...classes]).toEqual(['page_1', 'wide_2', 'title_3']);
  });

  it("keeps the rules of only the markup's classes, with their media queries, each once", () => {
    const sheets = [
      '.page_1{padding:1rem}.page_1.wide_2{max-width:80rem}.other{color:red}.list .page_1{margin:0}',
      '@media (min-width:48em){.title_3{font-size:2rem}.other{x:y}}.title_3:hover{color:red}',
      '.page_1{padding:1rem}.page_1,.other{display:block}@keyframes spin{from{opacity:0}}',
    ];
    expect(rulesFor(sheets, classes)).toBe(
      '.page_1{padding:1rem}.page_1.wide_2{max-width:80rem}@media (min-width:48em){.title_3{font-size:2rem}}',
    );
  });

  it('keeps nothing when no rule is only about these classes', () => {
    expect(rulesFor(['.a{color:red} body{margin:0}'], classes)).toBe('');
  });
});

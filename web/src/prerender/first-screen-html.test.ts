import { describe, expect, it } from 'vitest';
import { firstScreenHtml, withStaticFrame } from './first-screen-html';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script>/* first screen */</script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-e5.js">
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('firstScreenHtml', () => {
  const html = firstScreenHtml(INDEX, {
    markup: '<h1>Welcome</h1>',
    styles: [
      { href: '/assets/index-b2.css', css: 'body{margin:0}' },
      { href: '/assets/route-home-c3.css', css: '.a{color:red}</style><script>' },
    ],
    modulePreloads: ['/assets/route-home-d4.js'],
  });

  it('puts the markup into #root', () => {
    expect(html).toContain('<div id="root"><h1>Welcome</h1></div>');
  });

  it('inlines the styles instead of linking them, so the first paint waits for nothing', () => {
    expect(html).not.toContain('href="/assets/index-b2.css"');
    expect(html).toContain('body{margin:0}');
    expect(html).toContain('.a{color:red}');
    expect(html).not.toMatch(/<\/style><script>/);
    expect(html).toContain("html[data-prerender='skip'] #root{display:none}");
  });

  it('fetches no script before the first paint: it names them for the first-screen script', () => {
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain(
      '<meta name="dapnet-app" content="/assets/index-a1.js /assets/react-e5.js /assets/route-home-d4.js" />',
    );
    // Before the first-screen script, which reads it.
    expect(html.indexOf('dapnet-app')).toBeLessThan(html.indexOf('first screen'));
  });

  it('refuses an index.html without its empty root or its module script', () => {
    const screen = { markup: '', styles: [], modulePreloads: [] };
    expect(() => firstScreenHtml('<html></html>', screen)).toThrow(/root/);
    expect(() => firstScreenHtml(`<head></head>${'<div id="root"></div>'}`, screen)).toThrow(
      /module script/,
    );
  });
});

describe('withStaticFrame', () => {
  const frame = '<div data-static-frame=""><header>DAPNET</header><main></main></div>';
  const html = withStaticFrame(INDEX, frame);

  it('puts the frame into #root and keeps the start-up style sheet linked', () => {
    expect(html).toContain(`<div id="root">${frame}</div>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
    expect(html).not.toContain('<style>');
  });

  it('fetches no script before the frame is painted, and holds no clicks: no page to take over', () => {
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain(
      '<meta name="dapnet-app" content="/assets/index-a1.js /assets/react-e5.js" data-frame-only />',
    );
    expect(html.indexOf('dapnet-app')).toBeLessThan(html.indexOf('first screen'));
    // Nothing else changes.
    expect(
      html
        .replace(/\n\s*<meta name="dapnet-app"[^>]*>/, '')
        .replace(`<div id="root">${frame}</div>`, '<div id="root"></div>'),
    ).toBe(
      INDEX.replace(
        /\s*<script type="module"[^>]*><\/script>\s*<link rel="modulepreload"[^>]*>/,
        '',
      ),
    );
  });

  it('refuses an index.html without exactly one empty #root', () => {
    expect(() => withStaticFrame('<html><body></body></html>', '<p>x</p>')).toThrow(/#root|root/);
  });
});

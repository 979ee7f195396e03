import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticFrame } from '../app/layout/static-frame';
import { DEFAULT_CONFIG } from '../lib/config';
import { canTakeOver, dropPrerendered, releaseHeldClicks, type TakeOverContext } from './take-over';

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<h1>Welcome</h1>';
  return root;
}

/** index.html's #root: the static frame every page that is not prerendered paints first. */
function frameRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<StaticFrame />);
  return root;
}

const firstVisit = (): TakeOverContext => ({
  root: prerenderedRoot(),
  config: DEFAULT_CONFIG,
  session: { user: null, language: 'en', cookieConsent: false },
  location: { pathname: '/' },
  historyState: null,
});

describe('canTakeOver', () => {
  afterEach(() => delete document.documentElement.dataset.prerender);

  it.each(['/', '/login', '/version'])(
    'takes over %s of a first-time, English, signed-out visitor',
    (pathname) => {
      expect(canTakeOver({ ...firstVisit(), location: { pathname } })).toBe(true);
    },
  );

  it.each<[string, (context: TakeOverContext) => TakeOverContext]>([
    ['nothing was prerendered', (c) => ({ ...c, root: document.createElement('div') })],
    ['only the static frame is there', (c) => ({ ...c, root: frameRoot() })],
    ['another page', (c) => ({ ...c, location: { pathname: '/calls' } })],
    ['a page below a prerendered one', (c) => ({ ...c, location: { pathname: '/login/x' } })],
    ['a signed-in visitor', (c) => ({ ...c, session: { ...c.session, user: { name: 'x' } } })],
    ['another language', (c) => ({ ...c, session: { ...c.session, language: 'de' } })],
    ['a returning visitor', (c) => ({ ...c, session: { ...c.session, cookieConsent: true } })],
    ['own texts', (c) => ({ ...c, config: { ...c.config, texts: { welcome: 'Hallo' } } })],
    ['own wiki', (c) => ({ ...c, config: { ...c.config, wikiUrl: 'https://wiki.example.org' } })],
    ['a notice to show', (c) => ({ ...c, historyState: { usr: { from: '/calls' }, key: 'a' } })],
  ])('leaves it for %s', (_, change) => {
    expect(canTakeOver(change(firstVisit()))).toBe(false);
  });

  it('leaves it when the first-screen script marked the visitor', () => {
    document.documentElement.dataset.prerender = 'skip';
    expect(canTakeOver(firstVisit())).toBe(false);
  });
});

describe('dropPrerendered', () => {
  it('empties the root and shows it again', () => {
    const root = prerenderedRoot();
    document.documentElement.dataset.prerender = 'skip';
    dropPrerendered(root);
    expect(root.childNodes).toHaveLength(0);
    expect(document.documentElement.dataset.prerender).toBeUndefined();
  });
});

describe('releaseHeldClicks', () => {
  it('makes the held clicks on the elements still there, once', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button type="button">OK</button><button type="button">Gone</button>';
    document.body.append(root);
    const [ok, gone] = [...root.querySelectorAll('button')];
    const clicks: string[] = [];
    ok!.addEventListener('click', () => clicks.push('ok'));
    gone!.addEventListener('click', () => clicks.push('gone'));
    gone!.remove();
    window.dapnetHeldClicks = [ok!, gone!];

    releaseHeldClicks();
    expect(clicks).toEqual(['ok']);
    expect(window.dapnetHeldClicks).toBeUndefined();
    releaseHeldClicks();
    expect(clicks).toEqual(['ok']);
    root.remove();
  });
});

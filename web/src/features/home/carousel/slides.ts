import type { AppConfig } from '../../../lib/config';
import app from '../slides/app.svg';
import coverage from '../slides/coverage.svg';
import operator from '../slides/operator.svg';
import raspager from '../slides/raspager.svg';
import rubrics from '../slides/rubrics.svg';
import structure from '../slides/structure.svg';
import support from '../slides/support.svg';
import unipager from '../slides/unipager.svg';
import welcome from '../slides/welcome.svg';
import wiki from '../slides/wiki.svg';

export interface Slide {
  id: string;
  image: string;
  title: string;
  text: string;
  /** The external page the slide points to; none for slides that only inform. */
  link?: (config: AppConfig) => string;
  /** Words of the link, when the slide has one. */
  linkLabel?: string;
}

/** A page of the DAPNET wiki, wherever the operator's configuration says the wiki lives. */
function wikiPage(config: AppConfig, id: string): string {
  const base = config.wikiUrl.endsWith('/') ? config.wikiUrl : `${config.wikiUrl}/`;
  return `${base}doku.php?id=${encodeURIComponent(id)}`;
}

/** The ten slides of the home page carousel, in order. Keys are spelled out for the key check. */
export const SLIDES: readonly Slide[] = [
  {
    id: 'welcome',
    image: welcome,
    title: 'home.slides.welcome.title',
    text: 'home.slides.welcome.text',
  },
  {
    id: 'structure',
    image: structure,
    title: 'home.slides.structure.title',
    text: 'home.slides.structure.text',
    link: (config) => config.wikiUrl,
    linkLabel: 'home.slides.readInWiki',
  },
  {
    id: 'unipager',
    image: unipager,
    title: 'home.slides.unipager.title',
    text: 'home.slides.unipager.text',
    link: (config) => wikiPage(config, 'unipager'),
    linkLabel: 'home.slides.readInWiki',
  },
  {
    id: 'raspager',
    image: raspager,
    title: 'home.slides.raspager.title',
    text: 'home.slides.raspager.text',
    link: (config) => wikiPage(config, 'raspager'),
    linkLabel: 'home.slides.readInWiki',
  },
  {
    id: 'app',
    image: app,
    title: 'home.slides.app.title',
    text: 'home.slides.app.text',
    link: () => 'https://github.com/DecentralizedAmateurPagingNetwork/DAPNETApp',
    linkLabel: 'home.slides.toProject',
  },
  {
    id: 'rubrics',
    image: rubrics,
    title: 'home.slides.rubrics.title',
    text: 'home.slides.rubrics.text',
  },
  {
    id: 'coverage',
    image: coverage,
    title: 'home.slides.coverage.title',
    text: 'home.slides.coverage.text',
  },
  {
    id: 'operator',
    image: operator,
    title: 'home.slides.operator.title',
    text: 'home.slides.operator.text',
    link: (config) => wikiPage(config, '9k6'),
    linkLabel: 'home.slides.readInWiki',
  },
  {
    id: 'support',
    image: support,
    title: 'home.slides.support.title',
    text: 'home.slides.support.text',
    link: (config) => config.supportUrl,
    linkLabel: 'home.slides.toSupport',
  },
  {
    id: 'wiki',
    image: wiki,
    title: 'home.slides.wiki.title',
    text: 'home.slides.wiki.text',
    link: (config) => config.wikiUrl,
    linkLabel: 'home.slides.toWiki',
  },
];

/** Spec section 9: each slide shows for five seconds. */
export const SLIDE_INTERVAL_MS = 5_000;

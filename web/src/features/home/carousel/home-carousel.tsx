import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link';
import { getConfig } from '../../../lib/config';
import { SLIDE_INTERVAL_MS, SLIDES } from './slides';
import { useAutoplay } from './use-autoplay';
import { useReducedMotion } from './use-reduced-motion';
import classes from './home-carousel.module.css';

const COUNT = SLIDES.length;

/**
 * The home page's ten slides, after the WAI-ARIA carousel pattern: it moves on every five
 * seconds and loops; it holds while the pointer is over it or keyboard focus is inside it; the
 * pause button stops it for good (WCAG 2.2.2); with reduced motion it never starts on its own.
 * Previous, next and the slide picker are ordinary buttons.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const config = getConfig();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // The first slide is there at once, without fading in: it is the largest thing on the first
  // screen, and a fade would hold back the largest paint. Later slides fade in.
  const [turned, setTurned] = useState(false);
  if (index !== 0 && !turned) setTurned(true);
  // Null until the user decides; until then reduced motion decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = userPlaying ?? !reducedMotion;
  const slidesId = useId();

  const next = () => setIndex((current) => (current + 1) % COUNT);
  const previous = () => setIndex((current) => (current - 1 + COUNT) % COUNT);
  useAutoplay({
    playing,
    held: hovered || focused,
    intervalMs: SLIDE_INTERVAL_MS,
    slide: index,
    setSlide: setIndex,
    count: COUNT,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const rotating = playing && !hovered && !focused;

  return (
    <section
      className={classes.carousel}
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when the user made them, not every five seconds. */}
      {/*
       * Every slide is laid out in the same place and only the current one is visible, so the
       * carousel is always as tall as its tallest slide and nothing below it moves when the
       * slides turn (issue 9, point 4). Hidden slides are out of the accessibility tree too.
       */}
      <div id={slidesId} className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, position) => {
          const link = slide.link?.(config);
          return (
            <div
              key={slide.id}
              className={[
                classes.slide,
                position === index && classes.current,
                position === index && turned && classes.fadeIn,
              ]
                .filter(Boolean)
                .join(' ')}
              role="group"
              aria-roledescription={t('home.carousel.slide')}
              aria-label={t('home.carousel.position', { number: position + 1, count: COUNT })}
            >
              <div className={classes.text}>
                <h2 className={classes.title}>{t(slide.title)}</h2>
                <p>{t(slide.text)}</p>
                {link && slide.linkLabel && (
                  <ExternalLink href={link} className={classes.link}>
                    {t(slide.linkLabel)}
                  </ExternalLink>
                )}
              </div>
              <img className={classes.image} src={slide.image} alt="" width="240" height="160" />
            </div>
          );
        })}
      </div>

      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          onClick={() => setUserPlaying(!playing)}
          aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className={classes.control}
          onClick={previous}
          aria-controls={slidesId}
          aria-label={t('home.carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={classes.picker}>
          {SLIDES.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-controls={slidesId}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('home.carousel.goTo', { number: position + 1, title: t(item.title) })}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className={classes.control}
          onClick={next}
          aria-controls={slidesId}
          aria-label={t('home.carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

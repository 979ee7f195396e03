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
      <Slides id={slidesId} index={index} turned={turned} rotating={rotating} />
      <CarouselControls
        slidesId={slidesId}
        index={index}
        playing={playing}
        onPlaying={setUserPlaying}
        onIndex={setIndex}
      />
    </section>
  );
}

/**
 * Every slide is laid out in the same place and only the current one is visible, so the
 * carousel is always as tall as its tallest slide and nothing below it moves when the slides
 * turn (issue 9, point 4). Hidden slides are out of the accessibility tree too. Slide changes
 * are announced only when the user made them, not every five seconds.
 */
function Slides({ id, index, turned, rotating }: SlidesProps) {
  const { t } = useTranslation();
  const config = getConfig();
  return (
    <div id={id} className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
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
  );
}

interface SlidesProps {
  id: string;
  index: number;
  /** Whether a slide has turned yet: the first one shows without fading in. */
  turned: boolean;
  rotating: boolean;
}

interface ControlsProps {
  slidesId: string;
  index: number;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  onIndex: (change: (current: number) => number) => void;
}

/** A previous or next button: a character for the eye, its name for everybody else. */
function StepButton(props: { slidesId: string; label: string; sign: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={classes.control}
      onClick={props.onClick}
      aria-controls={props.slidesId}
      aria-label={props.label}
    >
      <span aria-hidden="true">{props.sign}</span>
    </button>
  );
}

/** Pause or play, previous, a dot for each slide, next. */
function CarouselControls({ slidesId, index, playing, onPlaying, onIndex }: ControlsProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.controls}>
      <button
        type="button"
        className={classes.control}
        onClick={() => onPlaying(!playing)}
        aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <StepButton
        slidesId={slidesId}
        label={t('home.carousel.previous')}
        sign="‹"
        onClick={() => onIndex((current) => (current - 1 + COUNT) % COUNT)}
      />
      <div className={classes.picker}>
        {SLIDES.map((item, position) => (
          <button
            key={item.id}
            type="button"
            className={classes.dot}
            aria-controls={slidesId}
            aria-current={position === index ? 'true' : undefined}
            aria-label={t('home.carousel.goTo', { number: position + 1, title: t(item.title) })}
            onClick={() => onIndex(() => position)}
          />
        ))}
      </div>
      <StepButton
        slidesId={slidesId}
        label={t('home.carousel.next')}
        sign="›"
        onClick={() => onIndex((current) => (current + 1) % COUNT)}
      />
    </div>
  );
}

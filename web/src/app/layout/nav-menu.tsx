import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, type To, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import classes from './navigation-bar.module.css';

interface NavMenuProps {
  /** Visible text of the toggle button. */
  label: ReactNode;
  icon?: ReactNode;
  /** Marks the toggle when one of its pages is open. */
  active?: boolean;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A drop-down of the navigation bar, built as a disclosure (a button that shows a list of
 * links): the pattern WAI-ARIA recommends for site navigation, and no positioning library.
 */
export function NavMenu({ label, icon, active, align = 'start', children }: NavMenuProps) {
  const { pathname } = useLocation();
  // Open "at" a page: moving to another page closes the list without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={classes.menu}
      onBlur={(event) => {
        // Tabbing past the last entry closes the list; a click elsewhere is handled above.
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={() => setOpen(!open)}
      >
        {icon}
        <span>{label}</span>
        <ChevronDownIcon size={14} />
      </button>
      <ul id={listId} className={classes.dropdown} data-align={align} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}

interface ItemProps {
  children: ReactNode;
  /** Draws a line above the entry, separating it from the ones before. */
  divided?: boolean;
}

export function NavMenuLink({
  to,
  state,
  children,
  divided,
}: ItemProps & { to: To; state?: unknown }) {
  return (
    <li className={divided ? classes.divided : undefined}>
      <Link to={to} state={state} className={classes.item}>
        {children}
      </Link>
    </li>
  );
}

/** A link to another site, opened in a new tab. */
export function NavMenuExternalLink({ href, children, divided }: ItemProps & { href: string }) {
  return (
    <li className={divided ? classes.divided : undefined}>
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes.item}>
        {children}
      </a>
    </li>
  );
}

/** An entry that does something on this page, such as switching the language. */
export function NavMenuButton({
  onClick,
  pressed,
  lang,
  children,
}: ItemProps & { onClick: () => void; pressed?: boolean; lang?: string }) {
  return (
    <li>
      <button
        type="button"
        className={classes.item}
        aria-pressed={pressed}
        lang={lang}
        onClick={onClick}
      >
        {children}
        {pressed && (
          <span className={classes.check} aria-hidden="true">
            ✓
          </span>
        )}
      </button>
    </li>
  );
}

import {
  cloneElement,
  type ComponentType,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** One entry of a menu: an action, or a link; `dividerBefore` draws a line above it. */
export type MenuEntry = { label: ReactNode; dividerBefore?: boolean } & (
  { onSelect: () => void } | { href: string }
);

export interface MenuProps {
  /** The button that opens the menu; it must pass a `ref` on to its element. */
  trigger: ReactElement;
  /** A line of text above the entries. */
  note?: ReactNode;
  entries: readonly MenuEntry[];
  /** The dropdown's width in pixels; the widest entry's by default. */
  width?: number;
}

type KitMenuComponent = ComponentType<MenuProps & { opened: boolean }>;

/** The handlers the plain button gets, each run after the page's own one of the same name. */
const INTENT_EVENTS = ['onPointerEnter', 'onPointerDown', 'onTouchStart', 'onKeyDown'] as const;
type Handler = (event: SyntheticEvent) => void;
type TriggerProps = Partial<Record<(typeof INTENT_EVENTS)[number] | 'onClick', Handler>> & {
  ref?: (element: HTMLElement | null) => void;
  onFocus?: (event: FocusEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

// The kit's menu, shared by every menu once it is there; each menu follows it (below).
let kitMenu: KitMenuComponent | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();

/** Fetches the kit's menu once; after a failure (the server gone) the next sign asks again. */
function loadKitMenu(): void {
  loading ??= import('./feedback/kit-menu').then(
    (module) => {
      kitMenu = module.KitMenu;
      for (const tell of waiting) tell();
    },
    (error: unknown) => {
      loading = undefined;
      console.warn(error);
    },
  );
}

const followKitMenu = (tell: () => void) => {
  waiting.add(tell);
  return () => void waiting.delete(tell);
};

/**
 * The element of a button that is drawn anew (the plain one, then the kit's): `note` before the
 * change whether it has the focus, and the new one gets it back. Noted, not followed by its blur
 * event: a removed element's blur is not to be relied on.
 */
function useFocusCarriedOver() {
  const element = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  const [current, setCurrent] = useState<HTMLElement | null>(null);
  const track = useCallback((next: HTMLElement | null) => {
    element.current = next;
    setCurrent(next);
  }, []);
  const note = useCallback(() => {
    hadFocus.current = element.current !== null && document.activeElement === element.current;
  }, []);
  // In the commit that draws the new button, not after the next paint (when Preact runs effects):
  // the kit's menu, opening a moment later, notes where the focus is to give it back on close.
  useLayoutEffect(() => {
    if (!current?.isConnected || !hadFocus.current) return;
    hadFocus.current = false;
    current.focus();
  }, [current]);
  return { track, note };
}

/** Calls `release` once a pointer pressed while `pressed` is let go without a click. */
function useReleaseWithoutClick(pressed: boolean, release: () => void) {
  useEffect(() => {
    if (!pressed) return;
    // After the click that may follow the pointer's release (its handler releases first).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const released = () => {
      timer = setTimeout(release, 0);
    };
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', released, true);
    };
  }, [pressed, release]);
}

/**
 * A menu of actions behind a button (exports, mail parts). No page's first screen shows a menu
 * open, and the kit's menu is about 50 KB with the kit, its styles and the parts its popover
 * shares with the dialogs: loading it with the page made every list wait for it before its first
 * paint, and loading it when the browser was idle made its evaluation a long task right after
 * (bench/README.md). So the button is drawn alone, as it will look, and the kit's menu is fetched
 * at the first sign that the user is about to use it: the pointer on the button, a touch, the
 * focus or a key. A click before the menu has arrived opens it as soon as it is there.
 */
export function Menu(props: MenuProps) {
  const { track, note } = useFocusCarriedOver();
  const [arrived, setArrived] = useState<KitMenuComponent | undefined>(() => kitMenu);
  // A pointer pressed on the plain button whose click has not come yet: the kit's menu waits
  // for it, as the click would be lost if its button were drawn anew between press and release.
  const [pressed, setPressed] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);

  useEffect(() => {
    if (arrived) return;
    const arrive = () => {
      note();
      setArrived(() => kitMenu);
    };
    if (kitMenu) arrive();
    return followKitMenu(arrive);
  }, [arrived, note]);

  const release = useCallback(() => {
    note();
    setPressed(false);
  }, [note]);
  useReleaseWithoutClick(pressed, release);

  const trigger = props.trigger as ReactElement<TriggerProps>;
  const Loaded = pressed ? undefined : arrived;
  if (Loaded) {
    return (
      <Loaded {...props} trigger={cloneElement(trigger, { ref: track })} opened={openOnArrival} />
    );
  }

  const own = trigger.props;
  const onIntent = Object.fromEntries(
    INTENT_EVENTS.map((name) => [
      name,
      (event: SyntheticEvent) => {
        own[name]?.(event);
        if (name === 'onPointerDown') setPressed(true);
        loadKitMenu();
      },
    ]),
  );
  return cloneElement(trigger, {
    ...onIntent,
    ref: track,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      loadKitMenu();
    },
    onClick: (event: SyntheticEvent) => {
      own.onClick?.(event);
      setOpenOnArrival(true);
      release();
      loadKitMenu();
    },
  } satisfies TriggerProps);
}

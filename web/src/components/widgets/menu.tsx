import {
  cloneElement,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '../../lib/when-idle';

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

/** What the menu gives its button besides what the page gave it. */
interface TriggerProps {
  ref?: (element: HTMLElement | null) => void;
  onClick?: (event: MouseEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

type KitMenuComponent = ComponentType<MenuProps & { opened: boolean }>;

let kitMenu: KitMenuComponent | undefined;
let loading: Promise<KitMenuComponent> | undefined;

/** Fetches the kit's menu (and with it the kit) once; asked for again after a failure. */
function loadKitMenu(): Promise<KitMenuComponent> {
  loading ??= import('./feedback/kit-menu').then(
    (module) => (kitMenu = module.KitMenu),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A menu of actions behind a button (exports, mail parts). No page's first screen shows a menu
 * open, so the kit's menu (about 50 KB with the kit, its styles and the shared parts of its
 * popovers) loads once the browser is idle after the page's first render; until then the button
 * is shown alone, as it will look. A click before then opens the menu as soon as it is there.
 */
export function Menu(props: MenuProps) {
  const [Loaded, setLoaded] = useState<KitMenuComponent | undefined>(() => kitMenu);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  // The button's element (a state, not a ref: the effects below follow it).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const focusOnArrival = useRef(false);

  useEffect(() => {
    if (Loaded) return;
    let mounted = true;
    const arrive = (component: KitMenuComponent) => {
      if (!mounted) return;
      // The button is drawn anew inside the kit's menu: a focused one keeps the focus.
      focusOnArrival.current = button !== null && document.activeElement === button;
      setLoaded(() => component);
    };
    const start = () => void loadKitMenu().then(arrive, (error: unknown) => console.warn(error));
    const cancel = openOnArrival ? (start(), undefined) : whenIdle(start);
    return () => {
      mounted = false;
      cancel?.();
    };
  }, [Loaded, openOnArrival, button]);

  useEffect(() => {
    // The new button, once it is in the page (the old one's element is gone first).
    if (!Loaded || !focusOnArrival.current || !button?.isConnected) return;
    focusOnArrival.current = false;
    button.focus();
  }, [Loaded, button]);

  const trigger = props.trigger as ReactElement<TriggerProps>;
  if (Loaded) {
    return (
      <Loaded
        {...props}
        trigger={cloneElement(trigger, { ref: setButton })}
        opened={openOnArrival}
      />
    );
  }
  return cloneElement(trigger, {
    ref: setButton,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      setOpenOnArrival(true);
    },
  } satisfies TriggerProps);
}

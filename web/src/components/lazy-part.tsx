import { type ComponentType, useEffect, useState } from 'react';

/** A part of the app whose code is fetched when first needed, and how to fetch it earlier. */
export interface LazyPart<Props extends object> {
  /** Renders the part once its code is there; nothing until then, `fallback` if it failed. */
  Part: ComponentType<Props>;
  /** Fetches the code now (a form does, for the dialogs its save may show); never rejects. */
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, but a fetch that fails (the server is gone, a new version was installed) is
 * not thrown: React.lazy's error would reach the router's error boundary and replace the whole
 * page, and with it a form the user has filled in. Instead `fallback` is shown in place (or
 * nothing), and the next time the part is shown its code is asked for again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback?: ComponentType<Props>,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;

  const fetchCode = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // asked for again next time
        throw error;
      },
    );
    return loading;
  };

  function Part(props: Props) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(() => loaded !== undefined);
    useEffect(() => {
      // The code may have come between this part's render and this effect (a preload under way;
      // on Preact effects run after the next paint): draw it now, instead of staying empty.
      if (loaded) {
        setReady(true);
        return;
      }
      let mounted = true;
      fetchCode().then(
        () => mounted && setReady(true),
        (error: unknown) => {
          console.warn(error);
          if (mounted) setFailed(true);
        },
      );
      return () => {
        mounted = false;
      };
    }, []);
    const Component = loaded ?? (failed ? fallback : undefined);
    return Component ? <Component {...props} /> : null;
  }

  return {
    Part,
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  };
}

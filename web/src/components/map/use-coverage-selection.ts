import { useCallback, useState } from 'react';

/** Which transmitters show their coverage overlay: a marker click toggles one on and off. */
export function useCoverageSelection() {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((name: string) => {
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);

  const clear = useCallback(() => setShown(new Set()), []);

  return { shown, toggle, clear };
}

/**
 * What the visitor typed into a field of a prerendered page (login.html) before the app took it
 * over. The app's fields hold their value in state, and hydration would set the field to that
 * state, emptying it: a form starts from these instead. Only while the takeover is under way
 * (index.html's first-screen script holds clicks until it is done); empty otherwise, and at build
 * time.
 */
function prerenderedInput(name: string): HTMLInputElement | undefined {
  if (typeof window === 'undefined' || window.dapnetHeldClicks === undefined) return undefined;
  const field = document.querySelector(`#root input[name="${CSS.escape(name)}"]`);
  return field instanceof HTMLInputElement ? field : undefined;
}

export function typedBefore(name: string): string {
  return prerenderedInput(name)?.value ?? '';
}

export function checkedBefore(name: string): boolean {
  return prerenderedInput(name)?.checked ?? false;
}

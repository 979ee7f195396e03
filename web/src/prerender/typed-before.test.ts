import { afterEach, describe, expect, it } from 'vitest';
import { checkedBefore, typedBefore } from './typed-before';

function prerenderedForm() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<form><input name="username"><input name="remember" type="checkbox"></form>';
  document.body.append(root);
  root.querySelector<HTMLInputElement>('[name=username]')!.value = 'dl1abc';
  root.querySelector<HTMLInputElement>('[name=remember]')!.checked = true;
}

describe('typedBefore', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.dapnetHeldClicks = undefined;
  });

  it('answers what is in the prerendered fields while the takeover is under way', () => {
    prerenderedForm();
    window.dapnetHeldClicks = [];
    expect(typedBefore('username')).toBe('dl1abc');
    expect(checkedBefore('remember')).toBe(true);
    expect(typedBefore('password')).toBe('');
  });

  it('answers nothing once the app has taken over (or without prerendered markup)', () => {
    prerenderedForm();
    expect(typedBefore('username')).toBe('');
    expect(checkedBefore('remember')).toBe(false);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../testing/render';
import { DialogOutlet } from './dialog-outlet';
import { confirmEmergencyCall, listNames } from './dialogs';

describe('the emergency call confirmation', () => {
  it('names the subscribers and groups and starts on "Go back", which sends nothing', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmEmergencyCall(['dl1abc', 'db9xyz'], ['dl-all']);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send an emergency call?' });
    expect(dialog).toHaveTextContent(
      'It will be sent with the highest priority. Subscribers (2): dl1abc, db9xyz. Transmitter groups: dl-all.',
    );
    const back = screen.getByRole('button', { name: 'Go back' });
    expect(back).toHaveFocus();
    await userEvent.click(back);
    await expect(answer).resolves.toBe(false);
  });

  it('sends only on its explicit confirmation', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmEmergencyCall(['dl1abc'], ['dl-all']);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send emergency call' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('listNames', () => {
  it('lists up to ten names and cuts a longer list with an ellipsis', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['a', 'b'])).toBe('a, b');
    const eleven = Array.from({ length: 11 }, (_, index) => `n${index}`);
    expect(listNames(eleven)).toBe('n0, n1, n2, n3, n4, n5, n6, n7, n8, n9, …');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../testing/render';
import { KitMultiSelect, KitSelect } from './kit-pickers';

/** What the field hands the kit's picker when it takes a closed one's place. */
const handedOver = (id: string, search: string, onSearchChange: (search: string) => void) => ({
  id,
  invalid: false,
  search,
  onSearchChange,
});

describe("the kit's picker taking a closed one's place", () => {
  it("keeps what was typed in a single choice, instead of the chosen option's label", async () => {
    let search = 'pa3';
    await renderElement(
      <>
        <label htmlFor="owner">Owner</label>
        <KitSelect
          {...handedOver('owner', 'pa3', (next) => (search = next))}
          focus={{ selectionStart: 3, selectionEnd: 3, openList: true }}
          options={['admin', 'pa3xyz']}
          value="admin"
          onChange={() => {}}
        />
      </>,
    );
    const input = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(search).toBe('pa3');
    expect(input).toHaveValue('pa3');
  });

  it('takes the focus with the caret or selection where the user left it', async () => {
    await renderElement(
      <>
        <label htmlFor="subscribers">Subscribers</label>
        <KitMultiSelect
          {...handedOver('subscribers', 'dl1', () => {})}
          focus={{ selectionStart: 0, selectionEnd: 3, openList: true }}
          options={['dl1abc', 'f1xyz']}
          value={[]}
          onChange={() => {}}
        />
      </>,
    );
    const input = (await screen.findByRole('combobox', {
      name: 'Subscribers',
    })) as HTMLInputElement;
    await waitFor(() => expect(input).toHaveFocus());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '@dapnet/model';
import { renderElement } from '../../testing/render';
import { ReceiptStatus } from './receipt-status';
import { receiptExportValue } from './receipt-summary';

const receipt = (counts: Partial<Receipt>): Receipt => {
  const states = { queued: 0, sent: 0, acknowledged: 0, failed: 0, expired: 0, offline: 0 };
  const filled = { ...states, ...counts };
  const total = Object.values(filled).reduce((sum, count) => sum + count, 0);
  return { total, ...filled };
};

/** Every combination the column words differently, and what a user reads for it. */
const WORDING: [string, Receipt, string][] = [
  [
    'every transmitter acknowledged',
    receipt({ acknowledged: 14 }),
    'Acknowledged by 14 of 14 transmitters',
  ],
  [
    'some acknowledged, some failed or offline',
    receipt({ acknowledged: 12, failed: 1, offline: 1 }),
    'Acknowledged by 12 of 14 transmitters (1 failed, 1 offline)',
  ],
  ['all still queued', receipt({ queued: 3 }), 'Queued for 3 of 3 transmitters'],
  [
    'queued while others are offline',
    receipt({ queued: 2, offline: 1 }),
    'Queued for 2 of 3 transmitters (1 offline)',
  ],
  ['sent, answers outstanding', receipt({ sent: 2, acknowledged: 1 }), 'Sent, waiting for 2 of 3'],
  ['queued and sent', receipt({ queued: 1, sent: 1, acknowledged: 1 }), 'Sent, waiting for 2 of 3'],
  [
    'failed on one, nothing acknowledged',
    receipt({ failed: 1, offline: 2 }),
    'Failed on 1 of 3 transmitters (2 offline)',
  ],
  ['every page expired', receipt({ expired: 3 }), 'Expired'],
  [
    'some expired, the rest offline',
    receipt({ expired: 1, offline: 1 }),
    'Expired on 1 of 2 transmitters (1 offline)',
  ],
  ['no transmitter connected', receipt({ offline: 2 }), 'No transmitter online (2 offline)'],
  ['groups without transmitters', receipt({}), 'No transmitter in its groups'],
];

describe('ReceiptStatus', () => {
  it.each(WORDING)('%s', async (_, value, words) => {
    await renderElement(<ReceiptStatus receipt={value} />);
    // Words, not colour alone: the whole state is in the text.
    expect(screen.getByText(words, { exact: true })).toBeVisible();
  });

  it('links to the detail view when given one', async () => {
    await renderElement(<ReceiptStatus receipt={receipt({ acknowledged: 1 })} href="/calls/7" />);
    expect(
      screen.getByRole('link', { name: 'Acknowledged by 1 of 1 transmitters' }),
    ).toHaveAttribute('href', '/calls/7');
  });

  it('speaks German', async () => {
    await renderElement(<ReceiptStatus receipt={receipt({ acknowledged: 12, failed: 2 })} />, 'de');
    expect(
      screen.getByText('Bestätigt von 12 von 14 Sendern (2 fehlgeschlagen)', { exact: true }),
    ).toBeVisible();
  });
});

describe('receiptExportValue', () => {
  it('writes counts, the same in every language', () => {
    expect(receiptExportValue(receipt({ acknowledged: 12, failed: 1, offline: 1 }))).toBe(
      '12/14 acknowledged, 1 failed, 1 offline',
    );
    expect(receiptExportValue(receipt({ queued: 2, sent: 1 }))).toBe(
      '0/3 acknowledged, 2 queued, 1 sent',
    );
  });
});

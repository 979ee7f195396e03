import type { TransmitterStatus } from '@dapnet/model';

/**
 * The status to send. An edit keeps what the transmitter had, so it never re-enables a disabled
 * transmitter by accident; only the explicit checkbox disables or re-enables one.
 */
export function statusToSend(
  loaded: string | undefined,
  disabled: boolean,
): TransmitterStatus | undefined {
  if (disabled) return 'DISABLED';
  if (loaded === 'DISABLED') return 'OFFLINE';
  return loaded === 'ONLINE' || loaded === 'OFFLINE' || loaded === 'ERROR' ? loaded : undefined;
}

/**
 * The fixed value lists of the records (statuses, usages, antenna types) and the rule between
 * power and usage, without the schema library: the web app's lists and maps show them, and taking
 * them from the schema modules would bring zod and every schema into a list's first visit.
 */
import { PERSONAL_POWER_LIMIT_WATTS } from './limits.js';

export const TRANSMITTER_STATUSES = ['ONLINE', 'OFFLINE', 'ERROR', 'DISABLED'] as const;
export const TRANSMITTER_USAGES = ['WIDERANGE', 'PERSONAL'] as const;
export const ANTENNA_TYPES = ['OMNI', 'DIRECTIONAL'] as const;

export type TransmitterStatus = (typeof TRANSMITTER_STATUSES)[number];
export type TransmitterUsage = (typeof TRANSMITTER_USAGES)[number];
export type AntennaType = (typeof ANTENNA_TYPES)[number];

/**
 * The class a transmitter of this power belongs to (spec section 9): widerange above 1 W,
 * personal at or below. The Core stores any combination, so forms warn about a mismatch rather
 * than refuse it.
 */
export function usageForPower(watts: number): TransmitterUsage {
  return watts > PERSONAL_POWER_LIMIT_WATTS ? 'WIDERANGE' : 'PERSONAL';
}

/** Node statuses: SUSPENDED = not running; UNKNOWN = dropped out of the cluster unannounced. */
export const NODE_STATUSES = ['ONLINE', 'SUSPENDED', 'UNKNOWN'] as const;
/** The statuses an editor may choose; anything else is shown as a warning. */
export const EDITABLE_NODE_STATUSES = ['ONLINE', 'SUSPENDED'] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

/**
 * Every bound and business constant of the DAPNET Core v1 API and the front-end spec, once.
 * Server validation, form validation, counters and hints all read these.
 */
export const LIMITS = {
  /** Callsign, transmitter, group, rubric, node and user names. */
  name: { min: 3, max: 20 },
  /** Subscriber and transmitter-group descriptions. */
  description: { min: 0, max: 60 },
  /** Call text and rubric content text. */
  message: { min: 1, max: 80 },
  /** Pager names of a subscriber. */
  pagerName: { min: 3, max: 20 },
  /** Pager RICs, activation numbers and identification addresses are 21-bit addresses. */
  ric: { min: 0, max: 2_097_151 },
  /**
   * Rubric numbers, 1-99 as the spec says. Numbers above `skyperMax` break Skyper pagers
   * (Core #159): they are accepted, and the form warns.
   */
  rubricNumber: { min: 1, max: 99, skyperMax: 95 },
  /** Rubric labels, as shown on Skyper pagers. */
  rubricLabel: { min: 1, max: 11 },
  /** Slots of rubric content per rubric; 0 on input means "choose automatically". */
  newsSlot: { min: 0, max: 10, slots: 10 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** Decimal places accepted for coordinates (Core: Digits(3 integer, 8 fraction)). */
  coordinateDigits: { integer: 3, fraction: 8 },
  /** Transmitter power in watts, including cable loss (Core: Digits(3, 3)). */
  power: { min: 0, max: 200, integer: 3, fraction: 3 },
  antennaAboveGroundLevel: { min: 0, max: 1000 },
  antennaGainDbi: { min: -50, max: 80 },
  antennaDirection: { min: 0, max: 359 },
  authKey: { min: 1, max: 64 },
  port: { min: 1, max: 65_535 },
  /**
   * Longest lists a record may hold. They only stop abuse (a call to 10,000 subscribers, a group
   * naming one transmitter 10,000 times): the public network has about 1,000 transmitters in its
   * largest group, a few hundred subscribers in a call at most and a handful of pagers and owners
   * per record, far below these.
   */
  lists: {
    callSubscribers: 1_000,
    transmitterGroups: 200,
    groupTransmitters: 10_000,
    pagers: 50,
    owners: 100,
  },
} as const;

/** POCSAG time slots a transmitter may send in: one hex digit each. */
export const TIME_SLOTS = '0123456789ABCDEF';

export const DEFAULTS = {
  /** The web form's default; the Core's own default when the field is absent is 1. */
  identificationAddress: 8,
  coreIdentificationAddress: 1,
  rubricNumber: 1,
  transmitterUsage: 'PERSONAL',
  antennaType: 'OMNI',
  nodeStatus: 'ONLINE',
} as const;

/** Rubric content is also sent as a plain call to RIC 1000 + rubric number (Core #68/#87). */
export const NEWS_CALL_RIC_BASE = 1000;

/** Rubrics the whole network may have (spec sections 5 and 9): the 100th is refused. */
export const MAX_RUBRICS = 99;

/** Transmitters above this power (watts) are widerange, the others personal. */
export const PERSONAL_POWER_LIMIT_WATTS = 1;

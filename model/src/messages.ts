/**
 * Validation messages are translation keys, never sentences: the web app translates them and
 * the server maps them to the Core's English violation texts and codes.
 */
export const VALIDATION = {
  required: 'validation.required',
  type: 'validation.type',
  choice: 'validation.choice',
  size: 'validation.size',
  atLeastOne: 'validation.atLeastOne',
  min: 'validation.min',
  max: 'validation.max',
  digits: 'validation.digits',
  timeSlot: 'validation.timeSlot',
  email: 'validation.email',
  alphanumeric: 'validation.alphanumeric',
  address21Bits: 'validation.address21Bits',
  ric21Bits: 'validation.ric21Bits',
  ipAddress: 'validation.ipAddress',
  colon: 'validation.colon',
  nameCharacters: 'validation.nameCharacters',
  transmitterName: 'validation.transmitterName',
  tooMany: 'validation.tooMany',
} as const;

export type ValidationMessage = (typeof VALIDATION)[keyof typeof VALIDATION];

/**
 * The Core's constraint names. Each schema issue carries one in its params, so the server can
 * answer with the Core's violation code for it.
 */
export type Constraint =
  | 'NotNull'
  | 'Size'
  | 'Min'
  | 'Max'
  | 'Digits'
  | 'TimeSlot'
  | 'EMail'
  | 'Alphanumeric'
  | 'IpAddress'
  | 'Pattern';

/** The params attached to every custom issue raised by the model's field builders. */
export interface ConstraintParams {
  constraint: Constraint;
  min?: number;
  max?: number;
  integer?: number;
  fraction?: number;
}

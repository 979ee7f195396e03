/**
 * The Core version this server reports. It implements the API of DAPNET Core 1.1.5.6, so the
 * api version (its first x.y.z) is 1.1.5 like the real Core's; the suffix says which server it is.
 */
export const CORE_VERSION = '1.1.5.6-embedded';

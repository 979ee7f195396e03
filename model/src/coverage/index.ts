export * from './geo.js';
export * from './coverage-input.js';
export * from './propagation.js';
export * from './coverage-area.js';
export * from './band-colours.js';

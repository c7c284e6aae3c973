/**
 * The demo organisation's version and password, apart from the generator: the start reads them without
 * loading faker (seed/demo-start.ts is imported only when the demo is seeded).
 */
export const DEMO_SEED = 20261121;
export const DEMO_PASSWORD = 'demo';

export * from './business.ts';
export * from './catalog.ts';
export * from './layout.ts';
export * from './limits.ts';
export * from './timing.ts';
export * from './stock.ts';

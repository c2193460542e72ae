export * from './public.js';
export * from './admin.js';
export * from './variants.js';

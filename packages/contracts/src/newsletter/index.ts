export * from './public.js';
export * from './admin.js';

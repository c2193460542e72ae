export * from './public.js';
export * from './sections.js';
export * from './admin.js';

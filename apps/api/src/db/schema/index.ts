export * from './accounts.js';
export * from './catalog.js';
export * from './commerce.js';
export * from './content.js';
export * from './services.js';
export * from './back-office.js';

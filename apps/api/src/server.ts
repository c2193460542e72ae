import { limitYoungGeneration } from './lib/memory-flags.js';

// The server's entry (`node apps/api/dist/server.js`, `npm start`, the benches, the journeys). V8's
// young generation is limited before the server's ~1,300 modules are loaded and compiled, which
// would otherwise grow it to its largest at once (lib/memory-flags.ts); only then is the server
// itself imported (serve.ts: config → database → app → listen).
limitYoungGeneration();
await import('./serve.js');

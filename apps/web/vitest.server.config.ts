import { defineProject } from 'vitest/config';
import { SERVER_RENDER_TESTS, webBase } from './vitest.config';

/** The server renderer's tests, in Node and in a module graph of their own (see SERVER_RENDER_TESTS). */
export default defineProject({
  ...webBase,
  // In Node, modules resolve through the ssr options: the contracts from their TypeScript source too
  // (a clean clone has no build of them). Not in webBase: the component tests would then take
  // packages that ship a `source` export, such as @react-aria/focus, from TypeScript Node cannot load.
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'web-server', include: SERVER_RENDER_TESTS, environment: 'node', isolate: true },
});

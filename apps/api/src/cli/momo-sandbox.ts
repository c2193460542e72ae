import { SANDBOX_NUMBERS, startMomoSandbox } from '../modules/momo/momo-sandbox.js';

/**
 * `npm run momo:sandbox`: the local MoMo sandbox (docs/decisions/132) on MOMO_SANDBOX_PORT (4680),
 * requests settling after MOMO_SANDBOX_SETTLE_MS (5000) so the "approve on your phone" wait shows,
 * callbacks sent to the shop. Point the shop at it with MOMO_API_URL=http://127.0.0.1:4680 and any
 * MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY.
 */
const port = Number(process.env.MOMO_SANDBOX_PORT ?? 4680);
const sandbox = await startMomoSandbox({ port, settleAfterMs: Number(process.env.MOMO_SANDBOX_SETTLE_MS ?? 5000), callbacks: 'send', log: (line) => console.log(line) });
console.log(`MoMo sandbox at ${sandbox.url}. Test numbers:`, SANDBOX_NUMBERS, '(any other MTN number succeeds)');
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

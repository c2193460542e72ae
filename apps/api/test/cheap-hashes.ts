// The api project's setup file (vitest.config.ts): argon2id at its smallest cost for every API test
// file but the isolated ones, which keep the shop's (lib/crypto.ts, docs/decisions/080-ci-time.md).
import { useCheapHashesInTests } from '../src/lib/crypto.js';

useCheapHashesInTests();

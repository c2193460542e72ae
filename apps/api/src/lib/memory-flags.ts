import v8 from 'node:v8';

/**
 * Keeps V8's young generation at its starting size (1 MB a semi-space) for the life of the process.
 *
 * It otherwise doubles, up to 16 MB a semi-space, whenever many objects survive a scavenge: loading the
 * server's modules and any load afterwards take it to the top, and both halves then stay resident
 * (up to 32 MB) for good. Its bound, --max-semi-space-size, is read only when the heap is created, so
 * it would need a flag on every command that starts the server; the growth factor is read at each
 * resize, so setting it from the entry module, before the rest is imported, applies however the
 * process was started. Measured (bench/README.md "Server memory", docs/decisions/131-backups.md
 * "Memory", 2026-11-29): peak RSS under `npm run bench`'s load −40 MB on PGlite, CPU per request
 * unchanged.
 */
export function limitYoungGeneration(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

import v8 from 'node:v8';
import { PerformanceObserver } from 'node:perf_hooks';

const MB = 1024 * 1024;
/**
 * The young generation's size the server holds (V8's `new_space` capacity, MB). Measured
 * (docs/decisions/131-backups.md, "V8's young generation held at 8 MB"): at V8's
 * starting size (1–2 MB) a cached page of the product list cost ~8 µs more of garbage collection per
 * request than when it grows freely (to 16 MB a semi-space, 32 MB resident): 11.8 against 4.2 µs; at
 * 8 MB 7.9 µs, and no loss of requests per second against 16 MB could be measured.
 */
export const YOUNG_GENERATION_MB = 8;

/** The young generation's capacity now, in bytes. */
function newSpaceBytes(): number {
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/**
 * Holds V8's young generation at YOUNG_GENERATION_MB for the life of the process,
 * instead of letting it double up to 16 MB a semi-space whenever many objects survive a scavenge:
 * loading the server's modules and any load afterwards would take it to the top, and both halves
 * then stay resident (up to 32 MB) for good.
 *
 * Its bound, --max-semi-space-size, is read only when the heap is created, so it would need a flag on
 * every command that starts the server; the growth factor is read at each resize. So this sets the
 * factor to 2 while the young generation is below it and to 1 once it has reached it, checked after
 * each collection (a PerformanceObserver of `gc` entries; it also lets it grow back after V8 shrank
 * it on an idle server). Called from the entry module before the rest is imported, it applies however
 * the process was started. Measured in bench/README.md "Server memory" and docs/decisions/131.
 */
export function limitYoungGeneration(): void {
  let factor = 0;
  const apply = () => {
    const next = newSpaceBytes() < YOUNG_GENERATION_MB * MB ? 2 : 1;
    if (next === factor) return;
    v8.setFlagsFromString(`--semi-space-growth-factor=${next}`);
    factor = next;
  };
  apply();
  new PerformanceObserver(apply).observe({ entryTypes: ['gc'] });
}

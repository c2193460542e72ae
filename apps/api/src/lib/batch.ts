import DataLoader from 'dataloader';

/**
 * Hands the calls made in one turn of the event loop — the requests whose bytes arrived together —
 * to `load` at once, at most `max` keys per call: DataLoader's batching without its cache, flushed
 * by `setImmediate` (after the turn's I/O callbacks, not after each request's own promise jobs).
 * Nothing is kept between batches. `load` answers each key at its index, or an Error that fails
 * only that key; if it throws, every key of its batch fails with that error. Used by the signed-in
 * catalog page (docs/decisions/116).
 */
export function batchPerTurn<K, V>(load: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>, max: number): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(load, { cache: false, maxBatchSize: max, batchScheduleFn: (run) => setImmediate(run) });
  return (key) => loader.load(key);
}

/**
 * The data api's writes, one at a time. An import writes from a worker thread on a connection
 * of its own (import/importJob.ts): a write on the api's connection during it would wait for
 * SQLite's lock synchronously, the event loop blocked (busy_timeout), and fail after 5 s.
 */
export interface WriteQueue {
  /** Runs `write` once every write queued before it has ended. */
  exclusive<T>(write: () => Promise<T>): Promise<T>;
  /** Resolves once every write queued so far has ended (a short synchronous write then runs safely). */
  idle(): Promise<void>;
}

export function createWriteQueue(): WriteQueue {
  let tail: Promise<void> = Promise.resolve();
  const settled = () => undefined;
  return {
    exclusive(write) {
      const run = tail.then(write);
      tail = run.then(settled, settled);
      return run;
    },
    idle: () => tail,
  };
}

import pino from 'pino';

/** How often lines waiting in the buffer are written at the latest. */
export const LOG_FLUSH_INTERVAL_MS = 1_000;
/** Lines are written when this many bytes wait (one write for a few lines instead of one each). */
const BUFFER_BYTES = 4_096;

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * A buffered, asynchronous log destination (a file descriptor or a path): lines are written in
 * blocks of about 4 kB and at least every `intervalMs`. pino writes what is still buffered when
 * the process exits, on an uncaught error too. `stop()` writes what waits and ends the timer.
 */
export function bufferedDestination(
  dest: number | string,
  intervalMs = LOG_FLUSH_INTERVAL_MS,
): { stream: LogDestination; flush: () => void; stop: () => void } {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Destroyed (the output closed): nothing more is written.
    }
  }, intervalMs);
  timer.unref();
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      // Nothing waits, the file is still opening, or the output is gone: nothing to keep.
    }
  };
  return {
    stream,
    flush,
    stop: () => {
      clearInterval(timer);
      flush();
    },
  };
}

let stdout: ReturnType<typeof bufferedDestination> | undefined;

/**
 * The server's log destination: standard output through `bufferedDestination` (docs/DECISIONS.md
 * "Logging and the hot path"). Writing each access-log line with its own system call was the
 * largest single cost the app added to a feed request under load (`npm run bench -- feed` with
 * `BENCH_CPU_PROF=1`). One destination per process: there is one standard output.
 */
export function logDestination(): LogDestination {
  stdout ??= bufferedDestination(1);
  return stdout.stream;
}

/** Writes what waits in the buffer now (a server closing). */
export function flushLog(): void {
  stdout?.flush();
}

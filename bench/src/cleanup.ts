/**
 * Everything the bench leaves behind (child processes, temp dirs, databases) is registered here,
 * so it is undone on a normal end, on a failure and on Ctrl-C alike.
 */

interface Entry {
  name: string;
  /** Careful undo, awaited in a normal end or on a signal. */
  run: () => Promise<void>;
  /** Last resort on process exit, when no more awaiting is possible (e.g. SIGKILL a child). */
  runSync?: () => void;
}

const entries = new Set<Entry>();
let installed = false;

/** Registers an undo step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(name: string, run: () => Promise<void>, runSync?: () => void): () => Promise<void> {
  installSignalHandlers();
  const entry: Entry = { name, run, ...(runSync ? { runSync } : {}) };
  entries.add(entry);
  return async () => {
    if (!entries.delete(entry)) return;
    await run();
  };
}

/** Runs every registered undo step, newest first; failures are reported, not thrown. */
export async function cleanupAll(): Promise<void> {
  const list = [...entries].reverse();
  entries.clear();
  for (const entry of list) {
    try {
      await entry.run();
    } catch (err) {
      console.error(`[bench] cleanup "${entry.name}" failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

function installSignalHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const entry of entries) {
      try {
        entry.runSync?.();
      } catch {
        // Exiting anyway.
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: stopping servers and cleaning up...`);
      const force = setTimeout(() => process.exit(130), 10_000);
      force.unref();
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

import { Worker } from 'node:worker_threads';
import { zipDirectory } from './zip-directory.ts';

/** How much an uploaded workbook may unpack to, and how much of its first sheet is read. */
export interface SheetLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Cells read from each row, from column A. */
  columns: number;
  /** Data rows (below the header) read; past it only the header row and the count come back. */
  maxRows: number;
}

/** The first worksheet as text: its rows with a value (row 1 is the header) and ExcelJS's row count. */
export interface SheetRows {
  rowCount: number;
  rows: { rowNo: number; cells: string[] }[];
}

/** Workbooks parsed at once (one worker each); more wait their turn. The machine has two cores. */
export const SHEET_PARSERS = 2;
/** A parse that takes longer than this is stopped and the file refused. */
const SHEET_PARSE_TIMEOUT_MS = 60_000;
/** The heap a parser may grow to; a workbook that needs more is refused. */
const SHEET_WORKER_HEAP_MB = 512;

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SHEET_PARSERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

type WorkerReply = ({ ok: true } & SheetRows) | { ok: false };

function parseInWorker(workerData: Record<string, unknown>): Promise<WorkerReply> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./sheet-worker.mjs', import.meta.url), {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: SHEET_WORKER_HEAP_MB },
    });
    let settled = false;
    const done = (reply: WorkerReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reply);
    };
    const timer = setTimeout(() => done({ ok: false }), SHEET_PARSE_TIMEOUT_MS);
    worker.once('message', (reply: WorkerReply) => done(reply));
    // Out of heap, or the worker failed to start: the file is refused, the server goes on.
    worker.once('error', () => done({ ok: false }));
    worker.once('exit', () => done({ ok: false }));
  });
}

/**
 * The first worksheet of an uploaded xlsx, read in a worker thread (`sheet-worker.mjs`) so the
 * event loop keeps answering other requests meanwhile. The zip directory must promise a sane
 * size and entry count; then every entry is unpacked under a hard budget of
 * `maxUnpackedBytes`, whatever sizes the headers claim. A file that is not such a workbook
 * throws `refused()`.
 */
export async function readFirstSheet(data: Uint8Array, limits: SheetLimits, refused: () => Error): Promise<SheetRows> {
  const directory = zipDirectory(data);
  if (!directory || directory.entries > limits.maxEntries || directory.unpackedBytes > limits.maxUnpackedBytes) {
    throw refused();
  }
  const reply = await turn(() =>
    parseInWorker({
      data,
      files: directory.files,
      maxUnpackedBytes: limits.maxUnpackedBytes,
      columns: limits.columns,
      maxRows: limits.maxRows,
    }),
  );
  if (!reply.ok) throw refused();
  return { rowCount: reply.rowCount, rows: reply.rows };
}

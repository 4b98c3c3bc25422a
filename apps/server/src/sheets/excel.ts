/**
 * exceljs, loaded the first time a template is made: it weighs some 27 MB of memory, and a
 * server that never makes a template should not carry it (the downloads are written by
 * sheets/write.ts, uploads read in sheets/sheet-worker.mjs).
 */
export async function loadExcel() {
  return (await import('exceljs')).default;
}

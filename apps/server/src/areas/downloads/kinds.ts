import type { ExportKind } from './export-kind.ts';

// Every export kind, by name. An area defines its kind with `defineExportKind` in its own
// file; the export call that starts it imports that file, and the handlers are imported when
// the server starts, so the runner knows every kind before it resumes a task. No shared file
// is edited to add one.

/** Registered kinds; the parameter type is erased here and checked again by `params`. */
const kinds = new Map<string, ExportKind<unknown>>();

const KIND_NAME = /^[a-z][a-z0-9-]{1,39}$/;

/** Registers an export kind and returns it as given (so it stays typed for `startExport`). */
export function defineExportKind<P>(kind: ExportKind<P>): ExportKind<P> {
  if (!KIND_NAME.test(kind.kind)) throw new Error(`export kind name "${kind.kind}" must match ${KIND_NAME}`);
  const known = kinds.get(kind.kind);
  if (known && known !== (kind as ExportKind<unknown>)) throw new Error(`export kind "${kind.kind}" defined twice`);
  kinds.set(kind.kind, kind as ExportKind<unknown>);
  return kind;
}

export function exportKindOf(name: string): ExportKind<unknown> | undefined {
  return kinds.get(name);
}

export function exportKinds(): ExportKind<unknown>[] {
  return [...kinds.values()];
}

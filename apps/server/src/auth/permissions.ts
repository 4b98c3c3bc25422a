import { FUNC, type FuncId } from '@sc/contract/func-codes.ts';

export const MAIN_ACCOUNT = 1;
export const SUB_ACCOUNT = 2;

/** The codes a session holds are read with it (auth/session.ts). */
export function holds(funcsHeld: Set<string>, func: FuncId): boolean {
  return func === FUNC.home || funcsHeld.has(func);
}

/** Whether the session holds any one of `funcs` (a call that several tools' codes open). */
export function holdsAny(funcsHeld: Set<string>, funcs: readonly FuncId[]): boolean {
  return funcs.some((f) => holds(funcsHeld, f));
}

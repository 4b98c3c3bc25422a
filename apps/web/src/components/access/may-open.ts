import { createContext, useContext } from 'react';

/**
 * Whether the user may open a path (with or without a query), by the route table's function
 * codes: a sub-account sees only the links it can follow. The shell provides it
 * (shell/RootFrame.tsx), so shared widgets and areas ask without reaching up into the shell;
 * outside the shell every path is open.
 */
export const MayOpenContext = createContext<(to: string) => boolean>(() => true);

export function useMayOpen(): (to: string) => boolean {
  return useContext(MayOpenContext);
}

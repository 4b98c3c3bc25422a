import type { Locale } from '@sc/contract/locale.ts';
import { createContext, useContext } from 'react';
import type { Messages } from './messages.ts';

export interface LocaleState {
  locale: Locale;
  messages: Messages;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider above it');
  return state;
}

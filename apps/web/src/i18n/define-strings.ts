import type { Locale } from '@sc/contract/locale.ts';

/** A nested table of UI strings; leaves are texts, with {{name}} placeholders for i18next. */
export type StringTree = { [key: string]: string | StringTree };

type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/**
 * One namespace of UI strings in the three languages. English gives the shape; Thai and
 * Chinese must have exactly its keys (checked by the compiler here and by a test for extras).
 */
export function defineStrings<T extends StringTree>(
  namespace: string,
  strings: { 'en-US': T; 'th-TH': SameShape<T>; 'zh-CN': SameShape<T> },
): { namespace: string; strings: Record<Locale, StringTree> } {
  return { namespace, strings: strings as Record<Locale, StringTree> };
}

export type Strings = ReturnType<typeof defineStrings>;

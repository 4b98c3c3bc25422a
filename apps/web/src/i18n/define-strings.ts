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

/**
 * Part of a namespace kept in a file of its own (an area with sub-folders, e.g. areas/items/list
 * and areas/items/form), checked for the same shape in the three languages; the area's
 * strings.ts joins its parts with `defineStrings`.
 */
export function stringsPart<T extends StringTree>(strings: {
  'en-US': T;
  'th-TH': SameShape<T>;
  'zh-CN': SameShape<T>;
}): { 'en-US': T; 'th-TH': SameShape<T>; 'zh-CN': SameShape<T> } {
  return strings;
}

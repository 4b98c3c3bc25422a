/** An ILIKE pattern matching `text` anywhere, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

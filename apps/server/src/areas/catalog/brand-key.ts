/**
 * A brand name folded for comparison: brand names are unique regardless of case, spacing,
 * Latin accents and joining punctuation ("L'Oréal", "loreal" and "L Oreal" are one brand).
 * Thai vowel and tone marks are kept: they change the word.
 */
export function brandKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s'’‘`".,\-_·]+/g, '');
}

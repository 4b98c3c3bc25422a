/** Normal-size text needs 4.5:1 (WCAG 2 AA). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgba = [number, number, number, number];

/** #rgb, #rrggbb or rgb()/rgba(); undefined for anything else (a CSS variable, a name). */
function parse(colour: string): Rgba | undefined {
  const c = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
    return [r, g, b, 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(c)?.[1];
  if (!fn) return undefined;
  const parts = fn.split(',').map((p) => Number(p.trim()));
  if (parts.length < 3 || parts.some((p) => Number.isNaN(p))) return undefined;
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * WCAG contrast ratio of text in `text` on `background` (a see-through text colour is laid on
 * the background first); undefined when either colour is not one it reads.
 */
export function contrastRatio(text: string, background: string): number | undefined {
  const fg = parse(text);
  const bg = parse(background);
  if (!fg || !bg) return undefined;
  const mix = (i: 0 | 1 | 2) => fg[i] * fg[3] + bg[i] * (1 - fg[3]);
  const laid: Rgba = [mix(0), mix(1), mix(2), 1];
  const [hi, lo] = [luminance(laid), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

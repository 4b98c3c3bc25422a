/** WCAG contrast ratio of two #rgb or #rrggbb colours; undefined when either is not one. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

function luminance(colour: string): number | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour.trim());
  const hex = short
    ? `#${short
        .slice(1)
        .map((d) => d + d)
        .join('')}`
    : colour.trim();
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return undefined;
  const [r, g, b] = m.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Normal-size text needs 4.5:1 (WCAG 2 AA). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * A theme colour that text is read on or in: itself when it meets 4.5:1 against `other`,
 * else its pressed (darker) step. antd's defaults fall short: white on the blue #1677ff
 * reads at about 4.1:1, the red #ff4d4f on white at about 3.3:1.
 */
export function readableColour(colour: string, pressed: string, other: string): string {
  const ratio = contrastRatio(colour, other);
  return ratio === undefined || ratio >= AA_TEXT_CONTRAST ? colour : pressed;
}

/**
 * A barcode-like rendering of a waybill number for the cover sheet (plain SVG, no package):
 * each character becomes a start bar and its eight bits as thin or thick bars. The number
 * itself is printed under it; carriers scan their own labels.
 */
export function Barcode({ value, height = 48 }: { value: string; height?: number }) {
  const bars: { x: number; w: number }[] = [];
  let x = 0;
  const bar = (w: number, gap: number) => {
    bars.push({ x, w });
    x += w + gap;
  };
  bar(2, 1);
  bar(1, 1);
  for (const ch of value) {
    const code = ch.charCodeAt(0) & 0xff;
    bar(2, 1);
    for (let bit = 7; bit >= 0; bit -= 1) bar((code >> bit) & 1 ? 2 : 1, 1);
    x += 1;
  }
  bar(1, 1);
  bar(2, 0);
  return (
    <svg
      viewBox={`0 0 ${x} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      aria-hidden="true"
      data-barcode={value}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={0} width={b.w} height={height} fill="#000" />
      ))}
    </svg>
  );
}

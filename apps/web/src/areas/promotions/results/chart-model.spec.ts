import { describe, expect, it } from 'vitest';
import { chartModel, MAX_BAR_WIDTH, niceCeiling, shortDay } from './chart-model.ts';

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, -3, 0.4, 1, 1.2, 3, 7, 10, 11, 260, 501, 99_999].map(niceCeiling)).toEqual([
      1, 1, 0.5, 1, 2, 5, 10, 10, 20, 500, 1000, 100_000,
    ]);
  });
});

describe('chartModel', () => {
  it('draws no bar for an empty window and a flat axis for days without orders', () => {
    expect(chartModel([], 100, 50)).toEqual({ bars: [], top: 1 });
    const flat = chartModel(
      [
        { day: '2026-11-01', value: 0 },
        { day: '2026-11-02', value: 0 },
      ],
      100,
      50,
    );
    expect(flat.top).toBe(1);
    expect(flat.bars.map((b) => [b.barHeight, b.y])).toEqual([
      [0, 50],
      [0, 50],
    ]);
  });

  it('scales bars to the round top, keeps a sliver for a tiny value and spaces the slots evenly', () => {
    const m = chartModel(
      [
        { day: '2026-11-01', value: 260 },
        { day: '2026-11-02', value: 500 },
        { day: '2026-11-03', value: 0.01 },
        { day: '2026-11-04', value: 125 },
      ],
      200,
      100,
    );
    expect(m.top).toBe(500);
    expect(m.bars.map((b) => b.barHeight)).toEqual([52, 100, 1, 25]);
    expect(m.bars.map((b) => b.x)).toEqual([5, 55, 105, 155]);
    expect(m.bars.every((b) => b.width === 40 && b.y + b.barHeight === 100)).toBe(true);
  });

  it('keeps a lone day a bar of at most MAX_BAR_WIDTH, centred', () => {
    const [bar] = chartModel([{ day: '2026-11-27', value: 348 }], 600, 100).bars;
    expect(bar).toMatchObject({ x: 280, width: MAX_BAR_WIDTH, labelled: true });
  });

  it('thins day labels on long windows, always labelling the last day', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, value: i }));
    const labelled = chartModel(days, 300, 100, 8).bars.filter((b) => b.labelled);
    expect(labelled.length).toBeLessThanOrEqual(8);
    expect(labelled.at(-1)?.day).toBe('2026-11-30');
    expect(chartModel(days.slice(0, 5), 300, 100, 8).bars.every((b) => b.labelled)).toBe(true);
  });
});

describe('shortDay', () => {
  it('reads day and month', () => {
    expect(shortDay('2026-11-27')).toBe('27/11');
  });
});

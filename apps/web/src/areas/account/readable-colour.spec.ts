import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColour } from './readable-colour.ts';

describe('readableColour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(contrastRatio('rgb(0,0,0)', '#ffffff')).toBeUndefined();
  });

  it('keeps a colour that reads well enough', () => {
    expect(readableColour('#0958d9', '#003eb3', '#fff')).toBe('#0958d9');
  });

  it('darkens antd defaults to their pressed step', () => {
    expect(readableColour('#1677ff', '#0958d9', '#fff')).toBe('#0958d9');
    expect(readableColour('#ff4d4f', '#d9363e', '#ffffff')).toBe('#d9363e');
  });

  it('keeps a colour it cannot measure', () => {
    expect(readableColour('var(--brand)', '#0958d9', '#fff')).toBe('var(--brand)');
  });
});

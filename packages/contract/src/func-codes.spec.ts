import { describe, expect, it } from 'vitest';
import { FUNC_IDS, FUNC_TREE, flattenFuncTree, HOME_FUNC } from './func-codes.ts';

describe('the function tree (FUNC)', () => {
  const flat = flattenFuncTree();

  it('holds every function code exactly once', () => {
    expect(flat.map((f) => f.id).sort()).toEqual([...FUNC_IDS].sort());
  });

  it('starts with the home code, and names every node in three languages', () => {
    expect(FUNC_TREE[0]?.id).toBe(HOME_FUNC);
    for (const f of flat) {
      expect(f.name['th-TH']).toMatch(/[\u0E00-\u0E7F]/);
      expect(f.name['en-US'].length).toBeGreaterThan(0);
      expect(f.name['zh-CN'].length).toBeGreaterThan(0);
    }
  });

  it('puts the list pages under their menus (products 0003 under 0002, bills 0022 under 0021)', () => {
    const parent = (id: string) => flat.find((f) => f.id === id)?.parent;
    expect(parent('OMS_FUNC_0003')).toBe('OMS_FUNC_0002');
    expect(parent('OMS_FUNC_0022')).toBe('OMS_FUNC_0021');
    expect(parent('OMS_FUNC_0002')).toBeNull();
  });
});

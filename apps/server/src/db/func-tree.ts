import { FUNC, flattenFuncTree } from '@sc/contract/func-codes.ts';
import type { funcs } from './schema.ts';

/** Functions marked "new" in the side menu until a later release drops the mark. */
const NEW_FUNCS = new Set<string>([FUNC.mediaCentre, FUNC.pictures]);

/** The function tree as rows: what the funcs table holds, seeded from here and read by user info. */
export const FUNC_ROWS: (typeof funcs.$inferSelect)[] = flattenFuncTree().map((r) => ({
  id: r.id,
  parentId: r.parent,
  nameTh: r.name['th-TH'],
  nameEn: r.name['en-US'],
  nameZh: r.name['zh-CN'],
  sort: r.sort,
  isNew: NEW_FUNCS.has(r.id),
}));

import type { Category, CategoryTreeNode } from '@sc/contract/calls/catalog.ts';
import { CATEGORY_SEARCH_LIMIT } from '@sc/contract/calls/catalog.ts';
import { toYN } from '@sc/contract/common.ts';
import { byLocale, DEFAULT_LOCALE, type Locale } from '@sc/contract/locale.ts';
import { type AnyColumn, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { categories } from '../../db/schema.ts';
import { BizError } from '../../errors.ts';

// The platform's category tree (category list and tree). Reference data: no shop scope.

type Row = typeof categories.$inferSelect;

const nameOf = (r: Pick<Row, 'nameTh' | 'nameEn' | 'nameZh'>, locale: Locale) =>
  byLocale(locale, r.nameTh, r.nameEn, r.nameZh);

/** Names and ids from the top level down to each category, in `locale`. */
async function pathsOf(tx: Tx, ids: string[], locale: Locale) {
  const out = new Map<string, { names: string[]; ids: string[] }>();
  if (ids.length === 0) return out;
  const parent = alias(categories, 'parent');
  const grand = alias(categories, 'grand');
  const rows = await tx
    .select({ self: categories, parent, grand })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(inArray(categories.id, ids));
  for (const r of rows) {
    const chain = [r.grand, r.parent, r.self].filter((c): c is Row => c !== null);
    out.set(r.self.id, { names: chain.map((c) => nameOf(c, locale)), ids: chain.map((c) => c.id) });
  }
  return out;
}

function present(r: Row, locale: Locale, path: { names: string[]; ids: string[] } | undefined): Category {
  return {
    categoryId: r.id,
    parentId: r.parentId,
    name: nameOf(r, locale),
    level: r.level,
    isLeaf: toYN(r.isLeaf),
    path: path?.names ?? [nameOf(r, locale)],
    pathIds: path?.ids ?? [r.id],
  };
}

/** The top level, the children of `parentId`, or matches of `keyword` in any language (leaves first). */
export async function listCategories(
  tx: Tx,
  input: { parentId?: string | undefined; keyword?: string | undefined },
  locale: Locale,
): Promise<Category[]> {
  let rows: Row[];
  if (input.keyword) {
    const pattern = containsPattern(input.keyword);
    rows = await tx
      .select()
      .from(categories)
      .where(
        or(ilike(categories.nameTh, pattern), ilike(categories.nameEn, pattern), ilike(categories.nameZh, pattern)),
      )
      .orderBy(desc(categories.isLeaf), asc(categories.id))
      .limit(CATEGORY_SEARCH_LIMIT);
  } else {
    rows = await tx
      .select()
      .from(categories)
      .where(input.parentId ? eq(categories.parentId, input.parentId) : isNull(categories.parentId))
      .orderBy(asc(categories.sort));
  }
  const paths = await pathsOf(
    tx,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((r) => present(r, locale, paths.get(r.id)));
}

/** The whole tree in `locale`, in the platform's order. */
export async function categoryTree(tx: Tx, locale: Locale): Promise<CategoryTreeNode[]> {
  const rows = await tx.select().from(categories).orderBy(asc(categories.level), asc(categories.sort));
  type Node = { categoryId: string; name: string; isLeaf: 'y' | 'n'; children: Node[] };
  const nodes = new Map<string, Node>();
  const top: Node[] = [];
  for (const r of rows) {
    const node: Node = { categoryId: r.id, name: nameOf(r, locale), isLeaf: toYN(r.isLeaf), children: [] };
    nodes.set(r.id, node);
    if (r.parentId === null) top.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  // Three levels by construction: a third-level node's children are always empty.
  return top.map((l1) => ({
    ...l1,
    children: l1.children.map((l2) => ({
      ...l2,
      children: l2.children.map(({ categoryId, name, isLeaf }) => ({ categoryId, name, isLeaf })),
    })),
  }));
}

/**
 * Refuses a category a product may not use: one that does not exist, or one with
 * subcategories (products go in leaves only). `locale` names the category in the message.
 */
export async function assertLeafCategory(tx: Tx, categoryId: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!row) throw new BizError('RULE_VIOLATED', 'categoryNotFound');
  if (!row.isLeaf) throw new BizError('RULE_VIOLATED', 'categoryNotLeaf', { name: nameOf(row, locale) });
}

/** Separates the levels of a category path in lists. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/**
 * Each category's path for a list, "Home & Living > Kitchenware > Pots & Pans", in
 * `locale`; ids that do not exist are left out of the map.
 */
export async function categoryPath(tx: Tx, ids: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const paths = await pathsOf(tx, [...new Set(ids)], locale);
  return new Map([...paths].map(([id, p]) => [id, p.names.join(CATEGORY_PATH_SEPARATOR)]));
}

/**
 * The names of categoryPath for the category id in `categoryId`, top level first, as a column of a
 * list's select (null for an id that does not exist): the paths come with the page.
 */
export function categoryPathColumn(categoryId: AnyColumn, locale: Locale): SQL<string[] | null> {
  const c = categories;
  const name = sql.identifier(byLocale<string>(locale, c.nameTh.name, c.nameEn.name, c.nameZh.name));
  return sql<string[] | null>`(select array_remove(array[g.${name}, pa.${name}, c.${name}], null)
    from ${sql.raw('categories c left join categories pa on pa.id = c.parent_id left join categories g on g.id = pa.parent_id')}
    where c.id = ${categoryId})`;
}

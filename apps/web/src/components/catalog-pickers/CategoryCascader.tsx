import type { CategoryTreeNode } from '@sc/contract/calls/catalog.ts';
import { Cascader } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { useCategoryTree } from './catalog-queries.ts';
import { useCatalogStrings } from './use-catalog-strings.ts';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  disabled?: boolean;
  children?: Option[];
}

type Node = Pick<CategoryTreeNode, 'categoryId' | 'name' | 'isLeaf'> & { children?: readonly Node[] };

/** Separates the levels of a chosen category, as lists show them. */
const SEPARATOR = ' > ';

function toOptions(nodes: readonly Node[]): Option[] {
  return nodes.map((n) => {
    const children = n.children && n.children.length > 0 ? toOptions(n.children) : undefined;
    const isLeaf = n.isLeaf === 'y';
    // A branch with nothing under it can hold no product.
    return {
      value: n.categoryId,
      label: n.name,
      isLeaf,
      ...(children ? { children } : isLeaf ? {} : { disabled: true }),
    };
  });
}

/** The option path from the top to the category `id`, or undefined when the tree lacks it. */
function pathTo(options: readonly Option[], id: string): string[] | undefined {
  for (const o of options) {
    if (o.value === id) return [o.value];
    const below = o.children ? pathTo(o.children, id) : undefined;
    if (below) return [o.value, ...below];
  }
  return undefined;
}

export interface CategoryCascaderProps {
  /** The chosen category's id (a leaf unless `selectable` is 'any'); '' or undefined for none. */
  value?: string;
  /** Called with the chosen id, or '' when cleared. */
  onChange?: (id: string) => void;
  disabled?: boolean;
  /** Given by Form.Item so its label points here. */
  id?: string;
  /**
   * 'leaf' (the default): only a category of the last level, as a product needs (the leaf rule).
   * 'any': any level, for a list filter.
   */
  selectable?: 'leaf' | 'any';
  placeholder?: string;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  style?: CSSProperties;
}

/**
 * The platform's category tree as a cascader, in the current language: the value is one
 * category id, the field shows its whole path ("Home & Living > Kitchenware > Pots & Pans"),
 * and typing searches every level's names.
 */
export function CategoryCascader({
  value,
  onChange,
  disabled,
  id,
  selectable = 'leaf',
  placeholder,
  allowClear = true,
  status,
  style,
}: CategoryCascaderProps) {
  const { t, ready } = useCatalogStrings();
  const tree = useCategoryTree();
  const options = useMemo(() => toOptions(tree.data ?? []), [tree.data]);
  const path = value ? (pathTo(options, value) ?? (tree.data ? [value] : undefined)) : undefined;
  const failed = tree.isError;

  return (
    <Cascader<Option>
      id={id}
      options={options}
      value={path}
      onChange={(next) => onChange?.(next && next.length > 0 ? String(next.at(-1)) : '')}
      changeOnSelect={selectable === 'any'}
      expandTrigger="hover"
      displayRender={(labels) => labels.join(SEPARATOR)}
      showSearch={{
        filter: (input, chain) => {
          const word = input.trim().toLowerCase();
          return chain.some((o) => o.label.toLowerCase().includes(word));
        },
        limit: 50,
      }}
      loading={tree.isLoading}
      disabled={disabled}
      allowClear={allowClear}
      status={failed ? 'error' : status}
      placeholder={placeholder ?? (ready ? t('categoryPlaceholder') : undefined)}
      notFoundContent={ready ? t(failed ? 'categoryLoadFailed' : 'categoryNotFound') : null}
      style={{ width: '100%', ...style }}
    />
  );
}

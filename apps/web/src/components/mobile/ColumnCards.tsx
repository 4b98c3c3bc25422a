import type { TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import styles from './ColumnCards.module.css';

/**
 * A table's rows as cards on a phone, drawn by the table's own columns: the first column heads
 * the card, each other column is a labelled line (its title, then what its render draws), a
 * column without a title closes the card (a row's actions). The same inputs, names and checks
 * as the table, without scrolling sideways.
 */
export function ColumnCards<Row>({
  columns,
  rows,
  rowKey,
  empty,
  label,
}: {
  columns: TableColumnType<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty: ReactNode;
  /** Names the list for a screen reader. */
  label: string;
}) {
  if (rows.length === 0) return <div className={styles.empty}>{empty}</div>;
  const cell = (column: TableColumnType<Row>, row: Row, index: number): ReactNode => {
    const key = column.dataIndex as keyof Row | undefined;
    const value = key === undefined ? undefined : row[key];
    return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
  };
  const [head, ...rest] = columns;
  const lines = rest.filter((c) => c.title);
  const actions = rest.filter((c) => !c.title);
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row, index) => (
        <li key={rowKey(row)} className={styles.card}>
          {head && <div>{cell(head, row, index)}</div>}
          {lines.map((c) => {
            const drawn = cell(c, row, index);
            if (drawn === null || drawn === undefined || drawn === false) return null;
            return (
              <div key={String(c.key)} className={styles.line}>
                <span className={styles.label}>{c.title as ReactNode}</span>
                <div className={styles.value}>{drawn}</div>
              </div>
            );
          })}
          {actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((c) => (
                <span key={String(c.key)}>{cell(c, row, index)}</span>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

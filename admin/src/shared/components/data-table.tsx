import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Action columns have no visible heading, but a screen reader still announces one. */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  allLabel: string;
  rowLabel: (row: T) => string;
}

interface Props<T> {
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows (and not while the first page loads). */
  empty: ReactNode;
  loading?: boolean;
  caption?: string;
  rowTestId?: string;
  selection?: RowSelection<T>;
}

/**
 * The admin's one list table: a scrolling wrapper, real header cells, an empty state, an
 * optional check-box column. While a newer page loads the old rows stay, marked busy, so
 * the list keeps its place instead of flashing empty after every action.
 */
export function DataTable<T>({ columns, rows, rowKey, empty, loading = false, caption, rowTestId, selection }: Props<T>) {
  if (rows.length === 0) return loading ? null : <div className="empty">{empty}</div>;
  const keys = rows.map(rowKey);
  const allSelected = selection !== undefined && keys.every((k) => selection.selected.has(k));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <div className="table-wrap">
      <table className="table" aria-busy={loading}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="col-check">
                <input type="checkbox" aria-label={selection.allLabel} checked={allSelected} onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))} />
              </th>
            )}
            {columns.map((c) => (
              <th scope="col" key={c.key} className={c.className}>
                {c.headerHidden ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} data-testid={rowTestId}>
                {selection && (
                  <td className="col-check">
                    <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selection.selected.has(key)} onChange={() => toggle(key)} />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderAdmin } from '../../test-support/render-admin';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
}
const columns: Array<Column<Row>> = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'actions', header: 'Actions', headerHidden: true, cell: (r) => <button type="button">Open {r.name}</button> },
];
const rows: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

function Selectable() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <output data-testid="picked">{[...selected].sort().join(',')}</output>
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" selection={{ selected, onChange: setSelected, allLabel: 'Select all', rowLabel: (r) => `Select ${r.name}` }} />
    </>
  );
}

describe('DataTable', () => {
  it('renders a header cell per column (hidden ones still named for screen readers) and a row per item', () => {
    renderAdmin(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" rowTestId="row" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(within(screen.getAllByTestId('row')[1]!).getByRole('button').textContent).toBe('Open Beta');
  });

  it('shows the empty state instead of an empty table, and nothing while the first page loads', () => {
    const { rerender, container } = renderAdmin(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No games yet" />);
    expect(screen.getByText('No games yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="No games yet" loading />);
    expect(container.textContent).toBe('');
  });

  it('keeps the old rows, marked busy, while the next page loads', () => {
    renderAdmin(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('selects rows one by one and all at once, with labelled check boxes', () => {
    renderAdmin(<Selectable />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect(screen.getByTestId('picked').textContent).toBe('b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('picked').textContent).toBe('a,b');
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('picked').textContent).toBe('');
  });
});

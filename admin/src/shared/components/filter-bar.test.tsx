/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAdmin } from '../../test-support/render-admin';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './filter-bar';

function setup() {
  const searches: Array<string | undefined> = [];
  const statuses: Array<string | undefined> = [];
  renderAdmin(
    <FilterBar
      search={{ label: 'Search', placeholder: 'Search games', value: undefined, onChange: (v) => searches.push(v) }}
      selects={[{ label: 'Status', value: undefined, anyLabel: 'All', options: [{ value: 'published', label: 'Published' }], onChange: (v) => statuses.push(v) }]}
    />,
  );
  return { searches, statuses, box: screen.getByRole('searchbox', { name: 'Search' }) };
}

describe('FilterBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies a typed search once, after the pause, not on every key', () => {
    const { searches, box } = setup();
    for (const text of ['s', 'sn', 'sna', 'snake']) fireEvent.change(box, { target: { value: text } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(searches).toEqual(['snake']);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(searches).toEqual(['snake']);
  });

  it('applies at once on Enter and clears on Escape (an empty search is "no filter")', () => {
    const { searches, box } = setup();
    fireEvent.change(box, { target: { value: 'puzzle' } });
    fireEvent.submit(box.closest('form')!);
    expect(searches).toEqual(['puzzle']);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(searches).toEqual(['puzzle', undefined]);
  });

  it('reports a select change, and the "All" choice as no filter', () => {
    const { statuses } = setup();
    const select = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(select, { target: { value: 'published' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(statuses).toEqual(['published', undefined]);
  });
});

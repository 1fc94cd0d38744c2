/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { storeCredentials } from '../../../shared/api/admin-client';
import { controlledFetch } from '../../../test-support/controlled-fetch';
import { renderAdmin } from '../../../test-support/render-admin';
import { useScheduleText } from '../hooks/use-schedule-text';
import { progressPercent } from './run-progress';
import { SchedulePicker } from './schedule-picker';

/** The picker as the source form holds it: the pattern and zone it last wrote, and whether Save may go. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [cron, setCron] = useState<string | null>(initial);
  const [valid, setValid] = useState(true);
  return (
    <>
      <SchedulePicker cron={cron} timezone="UTC" onChange={(c) => setCron(c)} onValidity={setValid} />
      <output data-testid="written">{cron ?? 'none'}</output>
      <output data-testid="valid">{String(valid)}</output>
    </>
  );
}

function Words({ patterns }: { patterns: Array<string | null> }) {
  const describe = useScheduleText();
  return (
    <ul>
      {patterns.map((p) => (
        <li key={String(p)}>{describe(p)}</li>
      ))}
    </ul>
  );
}

describe('schedule picker', () => {
  beforeEach(() => {
    storeCredentials('admin', 'pw');
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('writes the preset as cron, says it in words and lists the next runs the server gives', async () => {
    const calls = controlledFetch();
    renderAdmin(<Harness />);
    expect(screen.getByTestId('written').textContent).toBe('none');
    fireEvent.change(screen.getByRole('combobox', { name: 'Runs' }), { target: { value: 'daily' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '03:30' } });
    expect(screen.getByTestId('written').textContent).toBe('30 3 * * *');
    const summary = screen.getByTestId('schedule-summary');
    expect(summary.textContent).toMatch(/Every day at 03:30 AM/);
    // Save waits for the server's word on the pattern.
    expect(screen.getByTestId('valid').textContent).toBe('false');
    await act(async () => jest.advanceTimersByTime(400));
    expect(calls.map((c) => c.path)).toEqual(['/api/crawler/schedule-preview?cron=30+3+*+*+*&timezone=UTC']);
    const runs = ['2026-11-25T03:30:00.000Z', '2026-11-26T03:30:00.000Z', '2026-11-27T03:30:00.000Z'];
    await act(async () => calls[0]!.answer(200, { cron: '30 3 * * *', timezone: 'UTC', nextRuns: runs }));
    expect(within(summary).getAllByRole('listitem').map((li) => li.querySelector('time')!.getAttribute('datetime'))).toEqual(runs);
    expect(screen.getByTestId('valid').textContent).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Runs' }), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '5' } });
    expect(screen.getByTestId('written').textContent).toBe('30 3 * * 5');
    expect(screen.getByTestId('schedule-summary').textContent).toMatch(/Every Friday at 03:30 AM/);
  });

  it('shows why the server refuses a custom pattern and holds Save', async () => {
    const calls = controlledFetch();
    renderAdmin(<Harness initial="0 */6 * * *" />);
    expect((screen.getByRole('combobox', { name: 'Runs' }) as HTMLSelectElement).value).toBe('everyHours');
    fireEvent.change(screen.getByRole('combobox', { name: 'Runs' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Cron pattern/ }), { target: { value: '99 * * * *' } });
    await act(async () => jest.advanceTimersByTime(400));
    const last = calls[calls.length - 1]!;
    expect(last.path).toBe('/api/crawler/schedule-preview?cron=99+*+*+*+*&timezone=UTC');
    await act(async () => last.answer(400, { message: 'Invalid schedule "99 * * * *": Constraint error, got value 99 expected range 0-59', code: 'INVALID_SCHEDULE' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Invalid schedule "99/);
    expect(screen.getByTestId('valid').textContent).toBe('false');
  });

  it('says common patterns in words and the rest field by field', () => {
    renderAdmin(<Words patterns={[null, '*/15 * * * *', '0 * * * *', '15 42 * * * *', '0 */6 * * *', '0 9 * * 1-5', '0 9 * * 1,3', '0 6 1 * *', '0 9-17 * * *']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Not scheduled',
      'Every 15 minutes',
      'Every hour at :00',
      'Every hour at :42:15',
      'Every 6 hours at :00',
      'Monday to Friday at 09:00 AM',
      'Every Monday and Wednesday at 09:00 AM',
      'On day 1 of every month at 06:00 AM',
      'Custom: minute 0, hour 9-17, day of month *, month *, weekday *',
    ]);
  });
});

describe('progressPercent', () => {
  it('counts completed steps and the share of the current one', () => {
    expect(progressPercent({ status: 'idle', progress: 0, stepDone: null, stepTotal: null })).toBe(0);
    expect(progressPercent({ status: 'running', progress: 0, stepDone: null, stepTotal: null })).toBe(0);
    expect(progressPercent({ status: 'running', progress: 4, stepDone: null, stepTotal: null })).toBe(50);
    // Thumbnails (the sixth step) half done: 5.5 of 8 steps.
    expect(progressPercent({ status: 'running', progress: 5, stepDone: 250, stepTotal: 500 })).toBe(69);
    expect(progressPercent({ status: 'running', progress: 7, stepDone: 10, stepTotal: 5 })).toBe(100);
  });
});

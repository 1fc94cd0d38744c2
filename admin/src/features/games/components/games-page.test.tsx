/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Game } from '@portal/contracts';
import { storeCredentials } from '../../../shared/api/admin-client';
import { controlledFetch } from '../../../test-support/controlled-fetch';
import { renderAdmin } from '../../../test-support/render-admin';
import { GamesPage } from './games-page';

function game(id: string, name: string, status: Game['status'] = 'published'): Game {
  const at = '2026-11-01T00:00:00.000Z';
  return {
    id, slug: name.toLowerCase().replace(/ /g, '-'), kind: 'external', name: { en: name }, description: { en: '' }, category: 'puzzle', tags: [], status,
    playUrl: 'https://example.com/play', thumbnail: null, featured: false, rating: null, ratingCount: 0, plays: 0, likes: 0, source: 'gm',
    size: { width: 800, height: 600 }, languages: ['en'], meta: {} as Game['meta'], publishedAt: at, createdAt: at, updatedAt: at,
  };
}

describe('GamesPage', () => {
  beforeEach(() => storeCredentials('admin', 'pw'));

  it('lists the page of games, filters by status from page 1, and reloads the list after archiving', async () => {
    const calls = controlledFetch();
    renderAdmin(<GamesPage />);
    expect(calls[0]!.path).toBe('/api/games/list?limit=20&page=1');
    await act(async () => calls[0]!.answer(200, { games: [game('g1', 'Snake Run'), game('g2', 'Block Drop')], total: 2, page: 1, limit: 20 }));
    const rows = screen.getAllByTestId('game-row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Snake Run', 'Block Drop']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'archived' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.path).toBe('/api/games/list?limit=20&page=1&status=archived');
    await act(async () => calls[1]!.answer(200, { games: [], total: 0, page: 1, limit: 20 }));
    expect(screen.getByText('No games match.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.answer(200, { games: [game('g1', 'Snake Run')], total: 1, page: 1, limit: 20 }));
    fireEvent.click(within(screen.getByTestId('game-row')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]!.path).toBe('/api/games/archive');
    expect(JSON.parse(String(calls[3]!.init?.body))).toEqual({ gameId: 'g1' });
    await act(async () => calls[3]!.answer(200, { success: true, game: game('g1', 'Snake Run', 'archived') }));
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(calls[4]!.path).toBe('/api/games/list?limit=20&page=1');
  });
});

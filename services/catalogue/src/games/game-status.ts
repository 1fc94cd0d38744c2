import type { GameStatus } from '@portal/contracts';

const KEPT: readonly string[] = ['draft', 'pending', 'rejected', 'archived', 'disabled'];

/** Active and published become published; the listed states stay; anything else is published. */
export function mapGameStatus(input: string): GameStatus {
  const s = input.trim().toLowerCase();
  return KEPT.includes(s) ? (s as GameStatus) : 'published';
}

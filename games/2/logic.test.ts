import { createGame, turn, step, speedFor, wallsFor, FRUIT_PER_LEVEL, START_LENGTH, type SnakeState } from './logic.js';

const fixed = (v: number) => () => v;

function game(): SnakeState {
  const s = createGame(fixed(0.999), 20, 20);
  s.food = { x: 19, y: 19 };
  return s;
}

describe('snake', () => {
  it('moves one cell per step in its direction', () => {
    const s = game();
    const head = { ...s.snake[0]! };
    step(s, fixed(0));
    expect(s.snake[0]).toEqual({ x: head.x + 1, y: head.y });
    expect(s.snake).toHaveLength(START_LENGTH);
  });

  it('ignores reversing and buffers at most two turns', () => {
    const s = game();
    expect(turn(s, 'left')).toBe(false);
    expect(turn(s, 'up')).toBe(true);
    expect(turn(s, 'down')).toBe(false); // reverse of the queued turn
    expect(turn(s, 'left')).toBe(true);
    expect(turn(s, 'down')).toBe(false); // queue full
    step(s, fixed(0));
    expect(s.dir).toBe('up');
    step(s, fixed(0));
    expect(s.dir).toBe('left');
  });

  it('grows and scores when eating, and levels up every few fruit', () => {
    const s = game();
    const h = s.snake[0]!;
    for (let i = 0; i < FRUIT_PER_LEVEL; i++) {
      s.food = { x: s.snake[0]!.x + 1, y: h.y };
      const r = step(s, fixed(0.5));
      expect(r.ate).toBe('food');
      if (i < FRUIT_PER_LEVEL - 1) expect(r.levelUp).toBe(false);
      else expect(r.levelUp).toBe(true);
    }
    expect(s.score).toBe(10 * FRUIT_PER_LEVEL);
    step(s, fixed(0.5));
    expect(s.snake.length).toBe(START_LENGTH + FRUIT_PER_LEVEL);
    expect(s.level).toBe(2);
    expect(s.walls.length).toBeGreaterThan(0);
    expect(speedFor(2)).toBeGreaterThan(speedFor(1));
  });

  it('dies on the border wall', () => {
    const s = game();
    let died = false;
    for (let i = 0; i < 30 && !died; i++) died = step(s, fixed(0)).died;
    expect(died).toBe(true);
    expect(s.alive).toBe(false);
    expect(s.snake[0]!.x).toBe(19);
  });

  it('dies when biting itself but may move into the cell its tail leaves', () => {
    const s = game();
    s.snake = [{ x: 5, y: 5 }, { x: 5, y: 6 }, { x: 6, y: 6 }, { x: 6, y: 5 }];
    s.dir = 'right';
    // Head moves right into (6,5), which the tail vacates this step.
    expect(step(s, fixed(0)).died).toBe(false);
    const t = game();
    t.snake = [{ x: 5, y: 5 }, { x: 5, y: 6 }, { x: 6, y: 6 }, { x: 6, y: 5 }, { x: 7, y: 5 }];
    t.dir = 'right';
    expect(step(t, fixed(0)).died).toBe(true);
  });

  it('builds more obstacles at higher levels, inside the arena', () => {
    expect(wallsFor(1, 20, 20)).toHaveLength(0);
    const w5 = wallsFor(5, 20, 20);
    expect(w5.length).toBeGreaterThan(wallsFor(3, 20, 20).length);
    for (const c of w5) expect(c.x >= 0 && c.y >= 0 && c.x < 20 && c.y < 20).toBe(true);
  });
});

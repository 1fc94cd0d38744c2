import { seededRandom } from '../kit/kit.js';
import {
  COLS, PERIOD, MARGIN, ROAD_GAP, BAYS, START_ROW, HOME_ROW, DIVE,
  speedFactor, timeLimit, wrapX, laneSpec, buildLanes, laneAt, stepLanes, turtlePhase, frogFate, hopTarget,
  homeBayAt, homePoints, levelBonus, isRoad, isRiver, divingGroups,
  type Lane, type Item,
} from './logic.js';

const item = (x: number, len: number, type: Item['type'], dive = -1): Item => ({ x, len, type, dive });
const lane = (row: number, kind: Lane['kind'], speed: number, items: Item[], t = 0): Lane => ({ row, kind, speed, t, items });

/** Free cells between neighbouring items round the wrap window. */
function gaps(l: Lane): number[] {
  const xs = [...l.items].sort((a, b) => a.x - b.x);
  return xs.map((it, i) => {
    const next = xs[(i + 1) % xs.length]!;
    return (i + 1 < xs.length ? next.x : next.x + PERIOD) - (it.x + it.len);
  });
}

describe('levels', () => {
  it('speed rises with every level up to a cap, and later levels give less time', () => {
    expect(speedFactor(1)).toBe(1);
    for (let l = 1; l < 9; l++) expect(speedFactor(l + 1)).toBeGreaterThan(speedFactor(l));
    expect(speedFactor(40)).toBe(2.2);
    expect(timeLimit(1)).toBe(30);
    expect(timeLimit(5)).toBeLessThan(timeLimit(1));
  });

  it('adds cars every other level and shortens logs from level 3', () => {
    expect(laneSpec(7, 3).count).toBe(laneSpec(7, 1).count + 1);
    expect(laneSpec(7, 2).count).toBe(laneSpec(7, 1).count);
    expect(laneSpec(3, 3).len).toBe(laneSpec(3, 1).len - 1);
    expect(Math.abs(laneSpec(9, 4).speed)).toBeCloseTo(Math.abs(laneSpec(9, 1).speed) * speedFactor(4));
    expect(divingGroups(1, 4)).toBe(1);
    expect(divingGroups(8, 4)).toBe(3); // one group always stays up
  });

  it('every level keeps a gap of at least ROAD_GAP cells between vehicles and enough to stand on in the river', () => {
    for (let level = 1; level <= 12; level++) {
      for (let seed = 1; seed <= 5; seed++) {
        const lanes = buildLanes(level, seededRandom(seed * 31 + level));
        expect(lanes.map((l) => l.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        for (const l of lanes) {
          for (const it of l.items) expect(it.x).toBeGreaterThanOrEqual(-MARGIN - 1e-9);
          if (isRoad(l.row)) {
            expect(Math.min(...gaps(l))).toBeGreaterThanOrEqual(ROAD_GAP - 1e-9);
          } else if (isRiver(l.row)) {
            const cover = l.items.reduce((s, it) => s + it.len, 0) / PERIOD;
            expect(cover).toBeGreaterThanOrEqual(0.3);
            expect(Math.min(...gaps(l))).toBeGreaterThanOrEqual(1 - 1e-9);
            if (l.items[0]!.type === 'turtle') expect(l.items.some((it) => it.dive < 0)).toBe(true);
          }
        }
        expect(laneAt(lanes, 6)!.items.length).toBe(level >= 2 ? 1 : 0);
        // Neighbouring lanes run in opposite directions on the road.
        expect(Math.sign(laneAt(lanes, 7)!.speed)).toBe(-Math.sign(laneAt(lanes, 8)!.speed));
      }
    }
  });

  it('is reproducible from the seed', () => {
    expect(buildLanes(3, seededRandom(9))).toEqual(buildLanes(3, seededRandom(9)));
    expect(buildLanes(3, seededRandom(9))).not.toEqual(buildLanes(3, seededRandom(10)));
  });
});

describe('lane motion', () => {
  it('moves items at the lane speed and wraps them through the off-screen margin', () => {
    expect(wrapX(COLS + MARGIN)).toBeCloseTo(-MARGIN);
    expect(wrapX(-MARGIN - 1)).toBeCloseTo(COLS + MARGIN - 1);
    const l = lane(7, 'road', 2, [item(1, 1, 'car'), item(COLS + MARGIN - 0.5, 1, 'car')]);
    stepLanes([l], 0.5);
    expect(l.items[0]!.x).toBeCloseTo(2);
    expect(l.items[1]!.x).toBeCloseTo(-MARGIN + 0.5);
    expect(l.t).toBeCloseTo(0.5);
    const left = lane(8, 'road', -1, [item(-MARGIN + 0.2, 2, 'truck')]);
    stepLanes([left], 0.5);
    expect(left.items[0]!.x).toBeCloseTo(COLS + MARGIN - 0.3);
  });

  it('the median snake turns back at the edges instead of wrapping', () => {
    const l = lane(6, 'median', 1, [item(COLS - 1, 2, 'snake')]);
    stepLanes([l], 1);
    expect(l.speed).toBeLessThan(0);
    const x = l.items[0]!.x;
    stepLanes([l], 1);
    expect(l.items[0]!.x).toBeCloseTo(x - 1);
  });

  it('diving turtles go through up, sinking, under and rising; others never dive', () => {
    const t = item(0, 3, 'turtle', 0);
    expect(turtlePhase(t, 1)).toBe('up');
    expect(turtlePhase(t, DIVE.sink + 0.1)).toBe('sinking');
    expect(turtlePhase(t, DIVE.under + 0.1)).toBe('under');
    expect(turtlePhase(t, DIVE.rise + 0.1)).toBe('rising');
    expect(turtlePhase(t, DIVE.cycle + 1)).toBe('up');
    expect(turtlePhase(item(0, 3, 'turtle', -1), DIVE.under + 0.1)).toBe('up');
    expect(turtlePhase(item(0, 3, 'turtle', 1), DIVE.under + 0.1 - 1)).toBe('under');
  });
});

describe('what the frog stands on', () => {
  const road = [lane(10, 'road', -1.5, [item(4, 1, 'car')])];
  it('a vehicle overlapping the frog squashes it; the gap beside it is safe', () => {
    expect(frogFate(road, { x: 4, row: 10 }).kind).toBe('car');
    expect(frogFate(road, { x: 4.6, row: 10 }).kind).toBe('car');
    expect(frogFate(road, { x: 5, row: 10 }).kind).toBe('safe');
    expect(frogFate(road, { x: 3, row: 10 }).kind).toBe('safe');
    expect(frogFate(road, { x: 4, row: 11 }).kind).toBe('safe'); // no lane there in this world
  });

  it('on the river a log carries the frog, open water drowns it, and a submerged turtle does too', () => {
    const river = [lane(3, 'river', 1.7, [item(2, 3, 'log')]), lane(5, 'river', -1.1, [item(6, 3, 'turtle', 0)], DIVE.under + 0.2)];
    expect(frogFate(river, { x: 3, row: 3 })).toEqual({ kind: 'safe', ride: 1.7 });
    expect(frogFate(river, { x: 4.4, row: 3 }).kind).toBe('safe');
    expect(frogFate(river, { x: 5, row: 3 }).kind).toBe('water');
    expect(frogFate(river, { x: 7, row: 5 }).kind).toBe('water');
    river[1]!.t = 1;
    expect(frogFate(river, { x: 7, row: 5 })).toEqual({ kind: 'safe', ride: -1.1 });
  });

  it('being carried past the edge of the screen loses the frog', () => {
    const river = [lane(3, 'river', 1.7, [item(9, 4, 'log')])];
    expect(frogFate(river, { x: 10, row: 3 }).kind).toBe('safe');
    expect(frogFate(river, { x: 10.6, row: 3 }).kind).toBe('edge');
    expect(frogFate([], { x: -0.6, row: 9 }).kind).toBe('edge');
  });
});

describe('hops', () => {
  it('moves one square and cannot leave the field', () => {
    expect(hopTarget({ x: 5, row: START_ROW }, 'up')).toEqual({ x: 5, row: START_ROW - 1 });
    expect(hopTarget({ x: 5, row: START_ROW }, 'down')).toBeNull();
    expect(hopTarget({ x: 0, row: 9 }, 'left')).toBeNull();
    expect(hopTarget({ x: COLS - 1, row: 9 }, 'right')).toBeNull();
    expect(hopTarget({ x: 3, row: 9 }, 'right')).toEqual({ x: 4, row: 9 });
  });

  it('keeps its place on a log but lands square on solid ground', () => {
    expect(hopTarget({ x: 3.4, row: 3 }, 'up')).toEqual({ x: 3.4, row: 2 });
    expect(hopTarget({ x: 3.4, row: 3 }, 'left')).toEqual({ x: 2.4, row: 3 });
    expect(hopTarget({ x: 3.4, row: 1 }, 'up')).toEqual({ x: 3.4, row: HOME_ROW });
    expect(hopTarget({ x: 3.6, row: 1 }, 'down')).toEqual({ x: 3.6, row: 2 });
    expect(hopTarget({ x: 3.6, row: 5 }, 'down')).toEqual({ x: 4, row: 6 });
    expect(hopTarget({ x: 10.3, row: 5 }, 'down')).toEqual({ x: 10, row: 6 });
  });
});

describe('home bays and scoring', () => {
  const empty = [false, false, false, false, false];
  it('lands in a free bay when close enough, else hits the hedge', () => {
    expect(homeBayAt(BAYS[0]!, empty)).toBe(0);
    expect(homeBayAt(BAYS[2]! + 0.5, empty)).toBe(2);
    expect(homeBayAt(BAYS[4]! - 0.55, empty)).toBe(4);
    expect(homeBayAt(2, empty)).toBe(-1); // hedge between bays 0 and 1
    expect(homeBayAt(BAYS[1]!, [false, true, false, false, false])).toBe(-1); // taken
  });

  it('pays more for time left and the fly, and more for later levels', () => {
    expect(homePoints(30, false)).toBe(200);
    expect(homePoints(0.2, false)).toBe(55);
    expect(homePoints(-3, false)).toBe(50);
    expect(homePoints(10, true) - homePoints(10, false)).toBe(200);
    expect(levelBonus(1)).toBe(1000);
    expect(levelBonus(3)).toBeGreaterThan(levelBonus(2));
  });
});

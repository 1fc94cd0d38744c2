import {
  W, BEDROCK, GRAVITY, MAX_SPEED, TANK_R, BODY_UP, ROUNDS, WEAPONS,
  makeTerrain, groundAt, carve, settle, fallDamage, launch, stepShell, checkImpact, simulateShot, blastDamage,
  maxWind, rollWind, hitPoints, roundBonus, planShot, aimError, aimWithError, type Tank,
} from './logic.js';

/** mulberry32, as the kit's seeded random. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const flat = (y = 450) => Array.from({ length: W + 1 }, () => y);
const tank = (x: number, y: number, hp = 100): Tank => ({ x, y, angle: 45, power: 50, hp });
/** A battlefield as the game builds it, with both tanks resting on the ground. */
function field(seed: number, round: number) {
  const r = rng(seed);
  const t = makeTerrain(r, round);
  const tanks = [tank(t.px, 0), tank(t.ax, 0)];
  for (const tk of tanks) settle(tk, t.ground);
  return { ground: t.ground, tanks, r };
}

describe('shell flight', () => {
  it('one step applies gravity and wind to the velocity, then moves by the new velocity', () => {
    const s = { x: 10, y: 100, vx: 50, vy: -100 };
    stepShell(s, 0.1, 20);
    expect(s.vx).toBeCloseTo(52);
    expect(s.vy).toBeCloseTo(-100 + GRAVITY * 0.1);
    expect(s.x).toBeCloseTo(10 + 5.2);
    expect(s.y).toBeCloseTo(100 + (-100 + GRAVITY * 0.1) * 0.1);
  });
  it('without wind a shot over flat ground lands where the ballistic formula says', () => {
    const ground = flat(500);
    const shooter = tank(40, 500);
    const far = tank(5000, 500);
    const hit = simulateShot(ground, [shooter, far], 0, 45, 60, 0);
    const v = 0.6 * MAX_SPEED;
    const m = launch(shooter, 45, 60);
    // Muzzle height above the ground adds a little range; allow for it and the step size.
    const h = 500 - m.y;
    const vx = v * Math.SQRT1_2;
    const vy = v * Math.SQRT1_2;
    const t = (vy + Math.sqrt(vy * vy + 2 * GRAVITY * h)) / GRAVITY;
    expect(hit.kind).toBe('ground');
    expect(hit.x).toBeCloseTo(m.x + vx * t, -0.5);
    expect(hit.t).toBeCloseTo(t, 1);
  });
  it('tail wind carries a shell further and head wind shortens it', () => {
    const ground = flat(500);
    const tanks = [tank(40, 500), tank(5000, 500)];
    const calm = simulateShot(ground, tanks, 0, 50, 55, 0).x;
    expect(simulateShot(ground, tanks, 0, 50, 55, 30).x).toBeGreaterThan(calm + 20);
    expect(simulateShot(ground, tanks, 0, 50, 55, -30).x).toBeLessThan(calm - 20);
  });
  it('a fast shell cannot pass through a tank between two steps', () => {
    const target = tank(200, 500);
    const s = { x: 230, y: 500 - BODY_UP, vx: 0, vy: 0 };
    // Moved 60 units in one step, straight through the body.
    expect(checkImpact(s, 170, 500 - BODY_UP, flat(600), [target])).toMatchObject({ kind: 'tank', tank: 0 });
    expect(checkImpact(s, 170, 500 - BODY_UP, flat(600), [target], 0)).toBeNull();
  });
  it('a shell entering the ground is placed on the surface it crossed', () => {
    const ground = flat(400);
    const hit = checkImpact({ x: 110, y: 420, vx: 0, vy: 0 }, 90, 380, ground, []);
    expect(hit).toMatchObject({ kind: 'ground', y: 400 });
    expect(hit!.x).toBeCloseTo(100);
    expect(checkImpact({ x: 500, y: 100, vx: 0, vy: 0 }, 490, 100, ground, [])).toMatchObject({ kind: 'out' });
  });
  it('the firing tank is safe while the shell leaves the barrel, then can be hit', () => {
    const ground = flat(500);
    const tanks = [tank(100, 500), tank(300, 500)];
    // Straight up and back down onto itself.
    const hit = simulateShot(ground, tanks, 0, 90, 40, 0);
    expect(hit).toMatchObject({ kind: 'tank', tank: 0 });
  });
});

describe('terrain', () => {
  it('carving removes each column\'s chord and nothing outside the radius', () => {
    const ground = flat(400);
    const removed = carve(ground, 100, 400, 20);
    expect(ground[100]).toBeCloseTo(420);
    expect(ground[88]).toBeCloseTo(400 + 16);
    expect(ground[79]).toBe(400);
    expect(ground[121]).toBe(400);
    // Half a disc of soil: π r² / 2, up to the column sampling.
    expect(removed).toBeGreaterThan(Math.PI * 400 / 2 - 30);
    expect(removed).toBeLessThan(Math.PI * 400 / 2 + 30);
  });
  it('a buried blast lowers the surface by the full chord; a blast in the air removes nothing', () => {
    const ground = flat(400);
    carve(ground, 50, 460, 20);
    expect(ground[50]).toBeCloseTo(440);
    expect(carve(ground, 200, 300, 20)).toBe(0);
    expect(ground[200]).toBe(400);
  });
  it('never digs below bedrock and only touches the field', () => {
    const ground = flat(BEDROCK - 5);
    carve(ground, 0, BEDROCK, 40);
    expect(Math.max(...ground)).toBeLessThanOrEqual(BEDROCK);
    expect(ground).toHaveLength(W + 1);
  });
  it('groundAt interpolates and is infinite off the field', () => {
    const ground = flat(400);
    ground[11] = 420;
    expect(groundAt(ground, 10.5)).toBeCloseTo(410);
    expect(groundAt(ground, -1)).toBe(Infinity);
    expect(groundAt(ground, W + 1)).toBe(Infinity);
  });
  it('tanks settle onto the highest soil under their tracks and take damage from deep falls', () => {
    const ground = flat(400);
    const t = tank(100, 400);
    expect(settle(t, ground)).toBe(0);
    carve(ground, 100, 400, 30);
    const fall = settle(t, ground);
    expect(fall).toBeGreaterThan(20);
    expect(t.y).toBeCloseTo(groundAt(ground, 92));
    expect(fallDamage(5)).toBe(0);
    expect(fallDamage(40)).toBeGreaterThan(0);
    expect(fallDamage(1000)).toBe(30);
  });
  it.each([1, 2, 3, 4, 5])('round %i fields stay on screen, give each tank a level pad and leave both sides a hitting shot in any wind', (round) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { ground, tanks } = field(seed * 31 + round, round);
      expect(Math.min(...ground)).toBeGreaterThanOrEqual(300);
      expect(Math.max(...ground)).toBeLessThanOrEqual(BEDROCK - 30);
      for (const tk of tanks) expect(Math.abs(groundAt(ground, tk.x - 8) - groundAt(ground, tk.x + 8))).toBeLessThan(1);
      expect(tanks[0]!.x).toBeLessThan(W / 3);
      expect(tanks[1]!.x).toBeGreaterThan((2 * W) / 3);
      for (const wind of [-maxWind(round), maxWind(round)]) {
        expect(planShot(ground, tanks, 0, 1, wind).miss).toBeLessThan(3);
        expect(planShot(ground, tanks, 1, 0, wind).miss).toBeLessThan(3);
      }
    }
  });
});

describe('damage and scoring', () => {
  it('a blast hurts fully at the hull and fades to nothing at its rim', () => {
    const t = tank(100, 400);
    const cy = 400 - BODY_UP;
    expect(blastDamage(t, 100, cy, 'shell')).toBe(WEAPONS.shell.dmg);
    expect(blastDamage(t, 100 + TANK_R + WEAPONS.shell.r / 2, cy, 'shell')).toBe(Math.round(WEAPONS.shell.dmg / 2));
    expect(blastDamage(t, 100 + TANK_R + WEAPONS.shell.r + 1, cy, 'shell')).toBe(0);
    // The heavy shell reaches further and hits harder.
    expect(blastDamage(t, 100 + TANK_R + 30, cy, 'heavy')).toBeGreaterThan(0);
    expect(blastDamage(t, 100, cy, 'heavy')).toBeGreaterThan(blastDamage(t, 100, cy, 'shell'));
  });
  it('wind stays within the round limit, grows with the round and is a whole number', () => {
    const r = rng(5);
    for (let i = 0; i < 200; i++) {
      const w = rollWind(r, 2);
      expect(Number.isInteger(w)).toBe(true);
      expect(Math.abs(w)).toBeLessThanOrEqual(maxWind(2));
    }
    expect(maxWind(ROUNDS)).toBeGreaterThan(maxWind(1));
  });
  it('scores damage, direct hits and quick wins', () => {
    expect(hitPoints(40, true)).toBe(500);
    expect(hitPoints(12, false)).toBe(120);
    expect(roundBonus(2, 50, 3)).toBe(1000 + 250 + 300);
    expect(roundBonus(1, 0, 9)).toBe(500);
  });
});

describe('computer gunner', () => {
  it('plans a shot that really hits the target, against the real terrain and wind', () => {
    for (const seed of [3, 8, 21]) {
      const { ground, tanks, r } = field(seed, 3);
      const wind = rollWind(r, 3);
      const plan = planShot(ground, tanks, 1, 0, wind);
      expect(plan.angle).toBeGreaterThan(90);
      const hit = simulateShot(ground, tanks, 1, plan.angle, plan.power, wind);
      expect(hit.kind === 'tank' && hit.tank === 0).toBe(true);
    }
  });
  it('at hard level its shots land near the target most of the time, and far more often than at easy', () => {
    const nearShare = (level: string) => {
      let near = 0;
      let n = 0;
      for (const seed of [2, 5, 9, 14]) {
        const { ground, tanks, r } = field(seed, 1);
        const wind = rollWind(r, 1);
        const plan = planShot(ground, tanks, 1, 0, wind);
        const target = tanks[0]!;
        for (let i = 0; i < 15; i++) {
          const aim = aimWithError(plan, aimError(level, 1, 0), r);
          const hit = simulateShot(ground, tanks, 1, aim.angle, aim.power, wind);
          n++;
          if (Math.hypot(hit.x - target.x, hit.y - (target.y - BODY_UP)) < TANK_R + WEAPONS.shell.r) near++;
        }
      }
      return near / n;
    };
    const hard = nearShare('hard');
    expect(hard).toBeGreaterThan(0.6);
    expect(nearShare('easy')).toBeLessThan(hard - 0.15);
  });
  it('easy misses more than hard, and every level tightens with rounds and with shots taken', () => {
    expect(aimError('easy', 1, 0).angleErr).toBeGreaterThan(aimError('hard', 1, 0).angleErr);
    expect(aimError('medium', 4, 0).angleErr).toBeLessThan(aimError('medium', 1, 0).angleErr);
    expect(aimError('medium', 1, 2).powerErr).toBeLessThan(aimError('medium', 1, 0).powerErr);
    // But never to perfection.
    expect(aimError('hard', 5, 20).angleErr).toBeGreaterThan(0.5);
  });
  it('errors stay within the stated spread and keep power legal', () => {
    const r = rng(11);
    for (let i = 0; i < 300; i++) {
      const a = aimWithError({ angle: 120, power: 98, miss: 0 }, { angleErr: 4, powerErr: 6 }, r);
      expect(Math.abs(a.angle - 120)).toBeLessThanOrEqual(4);
      expect(a.power).toBeLessThanOrEqual(100);
      expect(a.power).toBeGreaterThanOrEqual(92);
    }
  });
});

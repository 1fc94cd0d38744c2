// @ts-check
/** Pure rules of the highway lane dodger (no DOM): lanes, traffic, fuel, crashes, near misses, levels. */
import { aabbOverlaps, approach, clamp } from '../kit/geometry.js';

/**
 * @typedef {Object} Vehicle
 * @property {number} lane current lane (0 = leftmost)
 * @property {number} x centre x (slides between lanes)
 * @property {number} y top edge on screen
 * @property {number} w @property {number} h
 * @property {number} speed forward speed (px/s); screen motion is the player's speed minus this
 * @property {'car'|'truck'} kind
 * @property {number} color palette index
 * @property {number} toLane lane it is changing to (= lane when not)
 * @property {number} signal seconds of blinker left before it moves over (0 = not signalling)
 * @property {number} close world time the player last had it close ahead in the same lane (-1 never)
 * @property {boolean} passed has drawn level with the player (near miss judged)
 * @property {boolean} hit crashed into by the player
 */
/** @typedef {{lane: number, y: number, taken: boolean}} Can */
/**
 * @typedef {Object} World
 * @property {number} time seconds driven
 * @property {number} distance px driven (10 px = 1 m)
 * @property {number} speed current speed (px/s)
 * @property {number} lane target lane of the player
 * @property {number} x player centre x
 * @property {number} fuel 0..100
 * @property {number} lives
 * @property {number} level
 * @property {number} invuln seconds of blinking after a crash
 * @property {number} combo near misses in a row (reset after COMBO_TIME without one)
 * @property {number} comboTime seconds left to extend the combo
 * @property {number} nearMisses total
 * @property {number} crashes total
 * @property {number} bonus points from near misses and pickups
 * @property {number} nextSpawn px of travel until the next car
 * @property {number} nextCan seconds until the next fuel can
 * @property {Vehicle[]} traffic
 * @property {Can[]} cans
 * @property {boolean} boosting @property {boolean} braking
 */
/**
 * @typedef {Object} StepEvents
 * @property {Vehicle | null} crash vehicle hit this step
 * @property {number} nearMiss near-miss points scored this step (0 none)
 * @property {boolean} fuel picked up a can
 * @property {boolean} levelUp
 * @property {boolean} empty the tank ran dry and the car has rolled to a stop
 */

export const W = 360;
export const H = 600;
export const LANES = 4;
export const LANE_W = 66;
export const ROAD_X = (W - LANES * LANE_W) / 2;
export const PLAYER_Y = H - 130;
export const CAR_W = 32;
export const CAR_H = 58;
export const TRUCK_H = 104;
export const CAN_SIZE = 26;
export const START_LIVES = 3;
export const LEVEL_DIST = 12000;
/** Near misses closer together than this keep the combo going. */
export const COMBO_TIME = 3;
/** A dodge counts when the player shared the lane with the car this recently. */
export const DODGE_WINDOW = 0.7;
/** "Close ahead": within this many px in front of the player. */
export const CLOSE_AHEAD = 170;
/** Lane changes never leave fewer free lanes than this in any stretch of road this long. */
export const BLOCK_WINDOW = 340;
export const FUEL_BURN = 2.6;
export const CAN_FUEL = 34;

/** Centre x of a lane. @param {number} lane */
export const laneX = (lane) => ROAD_X + LANE_W * (lane + 0.5);

/** Lane whose centre is nearest to x. @param {number} x */
export const laneAt = (x) => clamp(Math.round((x - ROAD_X) / LANE_W - 0.5), 0, LANES - 1);

/** Level reached after a distance. @param {number} distance */
export const levelFor = (distance) => 1 + Math.floor(distance / LEVEL_DIST);

/** Cruising speed of the player at a level (px/s). @param {number} level */
export const cruiseSpeed = (level) => Math.min(640, 330 + (level - 1) * 38);

/** Range of traffic speeds at a level. @param {number} level */
export const trafficSpeeds = (level) => ({ min: 120 + (level - 1) * 12, max: 230 + (level - 1) * 16 });

/** Average px of player travel between new vehicles: denser traffic at higher levels. @param {number} level */
export const spawnGap = (level) => Math.max(150, 330 - (level - 1) * 28);

/** Player's box. @param {World} w */
export function playerBox(w) {
  return { x: w.x - CAR_W / 2, y: PLAYER_Y, w: CAR_W, h: CAR_H };
}

/** Collision box of a vehicle, a little smaller than its picture so grazes are forgiven. @param {Vehicle} v */
export function hitBox(v) {
  return { x: v.x - v.w / 2 + 3, y: v.y + 4, w: v.w - 6, h: v.h - 8 };
}

/** @returns {World} */
export function createWorld() {
  return {
    time: 0, distance: 0, speed: cruiseSpeed(1) * 0.6, lane: 1, x: laneX(1), fuel: 100, lives: START_LIVES, level: 1, invuln: 0,
    combo: 0, comboTime: 0, nearMisses: 0, crashes: 0, bonus: 0, nextSpawn: 260, nextCan: 6, traffic: [], cans: [], boosting: false, braking: false,
  };
}

/** Score: 1 point per metre plus bonuses. @param {World} w */
export const scoreOf = (w) => Math.floor(w.distance / 10) + w.bonus;

/** Moves the player one lane left (-1) or right (+1); false at the edge of the road. @param {World} w @param {number} dir */
export function changeLane(w, dir) {
  const to = clamp(w.lane + Math.sign(dir), 0, LANES - 1);
  if (to === w.lane) return false;
  w.lane = to;
  return true;
}

/**
 * Lanes occupied (now or by a lane change under way) by vehicles overlapping the band of road
 * y0..y1.
 * @param {Vehicle[]} traffic @param {number} y0 @param {number} y1
 */
export function lanesUsed(traffic, y0, y1) {
  const used = new Set();
  for (const v of traffic) {
    // Half a pixel of slack: window edges computed as y - BLOCK_WINDOW + BLOCK_WINDOW may round off.
    if (v.y + v.h < y0 - 0.5 || v.y > y1 + 0.5) continue;
    used.add(v.lane);
    used.add(v.toLane);
  }
  return used;
}

/**
 * Whether a vehicle may occupy `lane` over y..y+h: the lane is clear nearby and `openLanes`
 * lanes stay free in every BLOCK_WINDOW stretch around it, so there is always a way through.
 * @param {Vehicle[]} traffic @param {number} lane @param {number} y @param {number} h @param {Vehicle} [self]
 * @param {number} [openLanes] lanes that must stay free (see openLanesAt)
 */
export function laneFree(traffic, lane, y, h, self, openLanes = 2) {
  const others = self ? traffic.filter((v) => v !== self) : traffic;
  for (const v of others) {
    if ((v.lane === lane || v.toLane === lane) && v.y < y + h + 70 && v.y + v.h > y - 70) return false;
  }
  // A vehicle changing lanes holds both its lanes until it is across.
  const probe = /** @type {Vehicle} */ ({ lane: self ? self.lane : lane, toLane: lane, y, h });
  return wayThrough([...others, probe], openLanes);
}

/**
 * Whether every BLOCK_WINDOW stretch of road leaves `openLanes` lanes free. The busiest windows
 * start exactly BLOCK_WINDOW above a vehicle's top edge, so only those need checking.
 * @param {Vehicle[]} traffic @param {number} openLanes
 */
export function wayThrough(traffic, openLanes) {
  for (const v of traffic) {
    const y0 = v.y - BLOCK_WINDOW;
    if (lanesUsed(traffic, y0, y0 + BLOCK_WINDOW).size > LANES - openLanes) return false;
  }
  return true;
}

/** Lanes kept open in every stretch of road: two early on, one from level 4. @param {number} level */
export const openLanesAt = (level) => (level >= 4 ? 1 : 2);

/**
 * Lane the autopilot (demo, tests) heads for: the one with the most room ahead, reachable
 * without driving through a car beside it, preferring fuel cans when the tank runs low.
 * @param {World} w
 */
export function safestLane(w) {
  const room = (/** @type {number} */ lane) => {
    let best = PLAYER_Y + 600;
    for (const v of w.traffic) {
      if (v.lane !== lane && v.toLane !== lane) continue;
      if (v.y > PLAYER_Y + CAR_H + 6) continue;
      best = Math.min(best, PLAYER_Y - (v.y + v.h));
    }
    for (const c of w.cans) if (c.lane === lane && c.y < PLAYER_Y && w.fuel < 70) best += 200;
    return best;
  };
  const cur = laneAt(w.x);
  let pick = w.lane;
  let bestRoom = room(w.lane) + 30;
  for (let lane = 0; lane < LANES; lane++) {
    // Only lanes reachable without crossing one that is blocked beside the player.
    let ok = true;
    for (let l = Math.min(cur, lane); l <= Math.max(cur, lane); l++) if (l !== cur && room(l) < 8) ok = false;
    const r = room(lane);
    if (ok && r > bestRoom) { bestRoom = r; pick = lane; }
  }
  return pick;
}

/**
 * Adds a vehicle above the top of the screen in a random lane that keeps a way through.
 * Returns it, or null when no lane is allowed right now.
 * @param {World} w @param {() => number} rng
 */
export function spawnVehicle(w, rng) {
  const truck = w.level >= 2 && rng() < 0.22;
  const h = truck ? TRUCK_H : CAR_H;
  const y = -h - 40;
  const start = Math.floor(rng() * LANES);
  for (let k = 0; k < LANES; k++) {
    const lane = (start + k) % LANES;
    if (!laneFree(w.traffic, lane, y, h, undefined, openLanesAt(w.level))) continue;
    const sp = trafficSpeeds(w.level);
    /** @type {Vehicle} */
    const v = {
      lane, toLane: lane, x: laneX(lane), y, w: truck ? 38 : CAR_W, h, kind: truck ? 'truck' : 'car', color: Math.floor(rng() * 5),
      speed: (sp.min + rng() * (sp.max - sp.min)) * (truck ? 0.8 : 1), signal: 0, close: -1, passed: false, hit: false,
    };
    w.traffic.push(v);
    return v;
  }
  return null;
}

/**
 * Keeps traffic in a lane from running into the vehicle ahead: a quicker vehicle closing in
 * matches the slower one's speed.
 * @param {Vehicle[]} traffic
 */
export function queueTraffic(traffic) {
  for (const a of traffic) {
    for (const b of traffic) {
      if (a === b || (b.lane !== a.lane && b.toLane !== a.lane)) continue;
      // b is ahead of a (higher up the screen) and close.
      if (b.y < a.y && a.y - (b.y + b.h) < 60 && a.speed > b.speed) a.speed = b.speed;
    }
  }
}

/**
 * Traffic at different speeds drifts together; before two vehicles close in on each other far
 * enough to shut every lane in a BLOCK_WINDOW stretch, the one behind on screen (above) takes
 * the speed of the one below, so the way through that spawning guaranteed stays open.
 * @param {Vehicle[]} traffic @param {number} openLanes
 */
export function keepWayThrough(traffic, openLanes) {
  const bottomFirst = [...traffic].sort((a, b) => b.y - a.y);
  for (const u of bottomFirst) {
    for (const l of bottomFirst) {
      if (l === u || l.y <= u.y || u.speed >= l.speed) continue;
      // Still further apart than any stretch of road that must keep a way through (plus a step's travel).
      if (l.y - (u.y + u.h) > BLOCK_WINDOW + 24) continue;
      if (lanesUsed(traffic, u.y + u.h, l.y).size > LANES - openLanes) u.speed = l.speed;
    }
  }
}

/**
 * Advances the world by dt.
 * @param {World} w @param {{boost: boolean, brake: boolean}} input @param {number} dt @param {() => number} rng
 * @returns {StepEvents}
 */
export function step(w, input, dt, rng) {
  /** @type {StepEvents} */
  const ev = { crash: null, nearMiss: 0, fuel: false, levelUp: false, empty: false };
  w.time += dt;
  w.invuln = Math.max(0, w.invuln - dt);
  w.comboTime = Math.max(0, w.comboTime - dt);
  if (w.comboTime === 0) w.combo = 0;
  w.boosting = input.boost && !input.brake && w.fuel > 0;
  w.braking = input.brake;
  const cruise = cruiseSpeed(w.level);
  const target = w.fuel <= 0 ? 0 : w.braking ? cruise * 0.55 : w.boosting ? cruise * 1.4 : cruise;
  w.speed = approach(w.speed, target, (target < w.speed ? (w.fuel <= 0 ? 160 : 520) : 260) * dt);
  w.fuel = Math.max(0, w.fuel - FUEL_BURN * (w.boosting ? 2 : 1) * dt);
  w.x = approach(w.x, laneX(w.lane), 480 * dt);
  w.distance += w.speed * dt;
  const lv = levelFor(w.distance);
  if (lv > w.level) { w.level = lv; ev.levelUp = true; }

  // New traffic by distance travelled, fuel cans by time.
  w.nextSpawn -= w.speed * dt;
  if (w.nextSpawn <= 0) {
    spawnVehicle(w, rng);
    w.nextSpawn = spawnGap(w.level) * (0.6 + rng() * 0.8);
  }
  w.nextCan -= dt;
  if (w.nextCan <= 0) {
    const lane = Math.floor(rng() * LANES);
    const y = -CAN_SIZE - 20;
    // Never under a vehicle; try again shortly if that lane is busy.
    if (w.traffic.some((v) => (v.lane === lane || v.toLane === lane) && v.y < y + CAN_SIZE + 90 && v.y + v.h > y - 90)) w.nextCan = 0.4;
    else {
      w.cans.push({ lane, y, taken: false });
      w.nextCan = 7 + rng() * 4 - Math.min(3, w.level * 0.3);
    }
  }

  // Lane changers (from level 3): signal first, then drift over if the lane is still free.
  for (const v of w.traffic) {
    if (v.signal > 0) {
      v.signal -= dt;
      if (v.signal <= 0) {
        v.signal = 0;
        if (laneFree(w.traffic, v.toLane, v.y, v.h, v, openLanesAt(w.level))) v.lane = v.toLane;
        else v.toLane = v.lane;
      }
    } else if (v.toLane === v.lane && w.level >= 3 && v.kind === 'car' && v.y > 0 && v.y < PLAYER_Y - 200 && rng() < dt * 0.25) {
      const to = v.lane + (rng() < 0.5 ? -1 : 1);
      if (to >= 0 && to < LANES && laneFree(w.traffic, to, v.y, v.h, v, openLanesAt(w.level))) { v.toLane = to; v.signal = 0.9; }
    }
    v.x = approach(v.x, laneX(v.lane), 90 * dt);
    if (v.lane === v.toLane && Math.abs(v.x - laneX(v.lane)) < 0.5) v.x = laneX(v.lane);
  }
  queueTraffic(w.traffic);
  keepWayThrough(w.traffic, openLanesAt(w.level));
  for (const v of w.traffic) v.y += (w.speed - v.speed) * dt;
  for (const c of w.cans) c.y += w.speed * dt;

  const me = playerBox(w);
  for (const v of w.traffic) {
    if (v.hit) continue;
    const box = hitBox(v);
    // Sharing its lane with it close ahead: dodging it from here is a near miss.
    if (me.x < box.x + box.w && box.x < me.x + me.w && v.y + v.h <= PLAYER_Y && PLAYER_Y - (v.y + v.h) < CLOSE_AHEAD) v.close = w.time;
    if (w.invuln <= 0 && aabbOverlaps(me, box)) {
      v.hit = true;
      ev.crash = v;
      continue;
    }
    // Judged as it draws level with the player.
    if (!v.passed && v.y + v.h > PLAYER_Y) {
      v.passed = true;
      if (v.close >= 0 && w.time - v.close <= DODGE_WINDOW) {
        w.combo = w.comboTime > 0 ? w.combo + 1 : 1;
        w.comboTime = COMBO_TIME;
        w.nearMisses++;
        const pts = 50 * Math.min(w.combo, 8);
        w.bonus += pts;
        ev.nearMiss += pts;
      }
    }
  }
  if (ev.crash) {
    w.crashes++;
    w.lives--;
    w.invuln = 1.8;
    w.combo = 0;
    w.comboTime = 0;
    w.speed *= 0.45;
  }
  for (const c of w.cans) {
    if (c.taken) continue;
    const box = { x: laneX(c.lane) - CAN_SIZE / 2, y: c.y, w: CAN_SIZE, h: CAN_SIZE };
    if (aabbOverlaps(me, box)) {
      c.taken = true;
      w.fuel = Math.min(100, w.fuel + CAN_FUEL);
      w.bonus += 25;
      ev.fuel = true;
    }
  }
  // A car that was hit is wrecked and cleared away (the game draws the debris).
  w.traffic = w.traffic.filter((v) => v.y < H + 60 && v.y > -TRUCK_H - 600 && !v.hit);
  w.cans = w.cans.filter((c) => !c.taken && c.y < H + 40);
  ev.empty = w.fuel <= 0 && w.speed <= 0;
  return ev;
}

import type { Redis } from 'ioredis';
import { CRAWLER_ACTIVITY_MAX, type CrawlerStatus } from '@portal/contracts';

export const STATE_KEY = 'crawler:state';

// One script for every change, so concurrent workers and API replicas never interleave a
// read-modify-write. Modes: claim (only when idle, or already ours), update (only while the
// task is current), reset (stop; optionally only if the task is current), activity (always).
const SCRIPT = `
local raw = redis.call('GET', KEYS[1])
local s = {}
if raw then s = cjson.decode(raw) end
local mode = ARGV[1]
local current = s.currentTask
if mode == 'claim' and s.status == 'running' and current ~= ARGV[2] then return {0, raw or ''} end
if mode == 'update' and current ~= ARGV[2] then return {0, raw or ''} end
if mode == 'reset' and ARGV[2] ~= '' and current ~= ARGV[2] then return {0, raw or ''} end
local patch = cjson.decode(ARGV[3])
for k, v in pairs(patch) do s[k] = v end
if ARGV[4] ~= '' then
  local list = {cjson.decode(ARGV[4])}
  local old = s.recentActivity
  local max = tonumber(ARGV[5])
  if type(old) == 'table' then
    for i = 1, #old do
      if #list >= max then break end
      table.insert(list, old[i])
    end
  end
  s.recentActivity = list
end
local out = cjson.encode(s)
redis.call('SET', KEYS[1], out)
return {1, type(current) == 'string' and current or ''}
`;

const IDLE: CrawlerStatus = {
  status: 'idle',
  progress: 0,
  totalFound: 0,
  newCandidates: 0,
  currentTask: null,
  lastRun: null,
  recentActivity: [],
  hotKeywords: [],
  step: null,
  stepMessage: null,
  stepDone: null,
  stepTotal: null,
  sources: null,
};

type Patch = Partial<Omit<CrawlerStatus, 'recentActivity'>>;

/**
 * The crawler's state lives in Redis so every replica answers the same and every worker
 * sees a stop. Until a crawl has run, the state is idle with nothing found.
 */
export class CrawlerStateStore {
  constructor(
    private readonly redis: Redis,
    private readonly key = STATE_KEY,
  ) {}

  async read(): Promise<CrawlerStatus> {
    const raw = await this.redis.get(this.key);
    if (!raw) return { ...IDLE };
    const s = { ...IDLE, ...(JSON.parse(raw) as Partial<CrawlerStatus>) };
    // Lua's cjson writes an empty list as {}.
    if (!Array.isArray(s.recentActivity)) s.recentActivity = [];
    if (!Array.isArray(s.hotKeywords)) s.hotKeywords = [];
    if (s.sources !== null && !Array.isArray(s.sources)) s.sources = null;
    s.recentActivity = s.recentActivity.slice(0, CRAWLER_ACTIVITY_MAX);
    return s;
  }

  private async run(mode: string, taskId: string, patch: Patch, activity?: string): Promise<{ ok: boolean; previous: string | null }> {
    const entry = activity ? JSON.stringify({ message: activity, timestamp: new Date().toISOString() }) : '';
    const [ok, previous] = (await this.redis.eval(SCRIPT, 1, this.key, mode, taskId, JSON.stringify(patch), entry, String(CRAWLER_ACTIVITY_MAX))) as [number, string];
    return { ok: ok === 1, previous: previous || null };
  }

  /** Marks the crawler running for this task (on these sources), unless another task is running. */
  async claim(taskId: string, activity?: string, sources: string[] | null = null): Promise<boolean> {
    const patch: Patch = {
      status: 'running',
      progress: 0,
      totalFound: 0,
      newCandidates: 0,
      currentTask: taskId,
      step: null,
      stepMessage: 'queued',
      stepDone: null,
      stepTotal: null,
      // Lua's cjson would write an empty list as an object; "no list" is null.
      sources: sources?.length ? sources : null,
    };
    return (await this.run('claim', taskId, patch, activity)).ok;
  }

  /** Applies a change while the task is still the current one; false once it was stopped. */
  async update(taskId: string, patch: Patch, activity?: string): Promise<boolean> {
    return (await this.run('update', taskId, patch, activity)).ok;
  }

  /** Back to idle with nothing running (stop, or the end of a task when taskId is given). */
  async reset(patch: Patch, activity?: string, taskId = ''): Promise<{ ok: boolean; previous: string | null }> {
    return this.run('reset', taskId, { ...patch, status: 'idle', progress: 0, currentTask: null, step: null, stepMessage: null, stepDone: null, stepTotal: null, sources: null }, activity);
  }

  async activity(message: string): Promise<void> {
    await this.run('activity', '', {}, message);
  }
}

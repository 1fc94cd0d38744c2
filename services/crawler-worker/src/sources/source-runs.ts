import type { CrawlTask } from '@portal/contracts';
import type { SourceTally } from '../crawler/crawl-job';
import type { SourceRepository } from './source.repository';

const NONE: SourceTally = { found: 0, created: 0, failed: 0, autoPublished: 0 };

/** Writes a finished task onto each source it covered, as that source's last run. */
export async function recordSourceRuns(sources: SourceRepository, task: CrawlTask, tallies: Map<string, SourceTally> = new Map()): Promise<void> {
  const ids = task.sourceIds?.length ? task.sourceIds : task.sourceId ? [task.sourceId] : [];
  const started = new Date(task.startedAt).getTime();
  const ended = task.completedAt ? new Date(task.completedAt).getTime() : null;
  await sources.recordRun(
    ids.map((sourceId) => ({
      sourceId,
      run: {
        taskId: task.id,
        status: task.status,
        startedAt: task.startedAt,
        completedAt: task.completedAt,
        durationMs: ended === null ? null : Math.max(0, ended - started),
        ...(tallies.get(sourceId) ?? NONE),
        createdBy: task.createdBy,
      },
    })),
  );
}

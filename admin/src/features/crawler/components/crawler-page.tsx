import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrawlerSourceInput, CrawlerSourceList, CrawlerSourceListItem } from '@portal/contracts';
import { AdminApiError } from '../../../shared/api/admin-client';
import { useAuth } from '../../../shared/auth/auth-context';
import { Drawer } from '../../../shared/components/drawer';
import { Notice } from '../../../shared/components/notice';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { crawlerApi, sourceInput } from '../api/crawler-api';
import { useCrawlerStatus } from '../hooks/use-crawler-status';
import { RunPanel } from './run-panel';
import { SourceCard } from './source-card';
import { SourceForm } from './source-form';
import { TaskDrawer } from './task-drawer';
import { TaskHistory } from './task-history';
import './crawler.css';

/** Next-run times move as time passes and schedules fire; the cards re-read them this often. */
const SOURCES_REFRESH_MS = 30_000;

/** The crawler screen: the live run, one card per source (schedule, last run, actions), and the task history. */
export function CrawlerPage() {
  const { t } = useTranslation('crawler');
  const status = useCrawlerStatus();
  const sourcesQuery = useAdminQuery<CrawlerSourceList>(crawlerApi.sourcesPath, { refreshMs: SOURCES_REFRESH_MS });
  const action = useAdminAction();
  const { signOut } = useAuth();
  const [editing, setEditing] = useState<CrawlerSourceListItem | 'new' | null>(null);
  const [openTask, setOpenTask] = useState<string | null>(null);
  const sources = sourcesQuery.data?.sources ?? [];
  const { changeKey, running } = status;
  const reloadSources = sourcesQuery.reload;
  const reloadStatus = status.reload;

  // A crawl started or ended (here, on a schedule, or by another admin): cards and history follow.
  useEffect(() => {
    if (changeKey) reloadSources();
  }, [changeKey, reloadSources]);

  const act = async (fn: () => Promise<unknown>) => {
    const done = await action.run(fn);
    reloadStatus();
    reloadSources();
    return done !== undefined;
  };
  /** Saving happens inside the drawer, so its refusal (a bad schedule, say) is said there. */
  const save = async (target: CrawlerSourceListItem | 'new', input: CrawlerSourceInput): Promise<string | null> => {
    try {
      await (target === 'new' ? crawlerApi.createSource(input) : crawlerApi.updateSource(target.id, input));
    } catch (e) {
      if (e instanceof AdminApiError && e.status === 401) signOut();
      return e instanceof Error ? e.message : String(e);
    }
    setEditing(null);
    reloadSources();
    return null;
  };
  const live = (id: string) => (running && status.data && (status.data.sources === null || status.data.sources === undefined || status.data.sources.includes(id)) ? status.data : null);

  return (
    <section aria-labelledby="crawler-title" className="crawler">
      <div className="section-head crawler__head">
        <h1 id="crawler-title">{t('title')}</h1>
        <div className="crawler__actions">
          <button className="btn btn--primary" type="button" disabled={running || !status.data || action.busy} onClick={() => void act(() => crawlerApi.run({}))}>
            {t('runAll')}
          </button>
          <button className="btn btn--danger" type="button" disabled={!running || action.busy} onClick={() => void act(() => crawlerApi.stop())}>
            {t('stop')}
          </button>
          <button className="btn" type="button" onClick={() => setEditing('new')}>
            {t('addSource')}
          </button>
        </div>
      </div>
      <Notice error={action.error ?? status.error ?? sourcesQuery.error} />

      {status.data ? (
        <RunPanel status={status.data} sources={sources} stopping={action.busy} onStop={() => void act(() => crawlerApi.stop())} />
      ) : (
        <p aria-busy="true" className="dim">
          {t('loading')}
        </p>
      )}

      <section aria-labelledby="crawler-sources-title" className="crawler-sources">
        <div className="section-head">
          <h2 id="crawler-sources-title">{t('sources')}</h2>
          {sourcesQuery.data && <span className="count-pill">{sources.length}</span>}
        </div>
        {sourcesQuery.data && sources.length === 0 ? (
          <div className="empty">
            <p>{t('noSources')}</p>
            <button className="btn btn--primary" type="button" onClick={() => setEditing('new')}>
              {t('addSource')}
            </button>
          </div>
        ) : (
          <ul className="source-grid" data-testid="crawler-sources">
            {sources.map((s) => (
              <SourceCard
                key={s.id}
                source={s}
                live={live(s.id)}
                busy={action.busy || running}
                onRun={() => void act(() => crawlerApi.run({ sources: [s.id] }))}
                onEdit={() => setEditing(s)}
                onToggle={() => void act(() => crawlerApi.updateSource(s.id, { ...sourceInput(s), enabled: !s.enabled }))}
                onOpenTask={setOpenTask}
              />
            ))}
          </ul>
        )}
      </section>

      <TaskHistory sources={sources} changeKey={changeKey} onOpen={setOpenTask} />

      {editing && (
        <Drawer title={editing === 'new' ? t('addSource') : t('editSourceNamed', { name: editing.name })} onClose={() => setEditing(null)} closeLabel={t('close')}>
          <SourceForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => save(editing, input)}
            onDelete={
              editing === 'new'
                ? undefined
                : () => {
                    if (!window.confirm(t('confirmDelete', { name: editing.name }))) return;
                    void act(() => crawlerApi.deleteSource(editing.id)).then((ok) => ok && setEditing(null));
                  }
            }
          />
        </Drawer>
      )}
      {openTask && <TaskDrawer taskId={openTask} sources={sources} onClose={() => setOpenTask(null)} />}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrawlerSource } from '@portal/contracts';
import { crawlerApi } from '../api/crawler-api';
import { useCrawler } from '../hooks/use-crawler';
import { CrawlerStatusPanel } from './crawler-status-panel';
import { SourceForm } from './source-form';

/** The crawler screen: live status, sources (run now, CRUD) and task history. */
export function CrawlerPage() {
  const { t, i18n } = useTranslation('crawler');
  const { status, sources, tasks, error, act } = useCrawler();
  const [editing, setEditing] = useState<CrawlerSource | 'new' | null>(null);
  const running = status?.status === 'running';
  const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');

  return (
    <section aria-labelledby="crawler-title" className="crawler">
      <div className="section-head">
        <h1 id="crawler-title">{t('title')}</h1>
        <button className="btn" type="button" disabled={running || !status} onClick={() => void act(() => crawlerApi.run({}))}>
          {t('runAll')}
        </button>
        <button className="btn btn--ghost" type="button" disabled={!running} onClick={() => void act(() => crawlerApi.stop())}>
          {t('stop')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status ? <CrawlerStatusPanel status={status} /> : <p aria-busy="true">{t('loading')}</p>}

      <section aria-labelledby="crawler-sources-title">
        <div className="section-head">
          <h2 id="crawler-sources-title">{t('sources')}</h2>
          <button className="btn btn--ghost" type="button" onClick={() => setEditing('new')}>
            {t('addSource')}
          </button>
        </div>
        {editing && (
          <SourceForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => act(() => (editing === 'new' ? crawlerApi.createSource(input) : crawlerApi.updateSource(editing.id, input)))}
          />
        )}
        {sources.length === 0 ? (
          <p className="empty">{t('noSources')}</p>
        ) : (
          <table className="table" data-testid="crawler-sources">
            <thead>
              <tr>
                <th scope="col">{t('sourceName')}</th>
                <th scope="col">{t('provider')}</th>
                <th scope="col">{t('feedUrl')}</th>
                <th scope="col">{t('schedule')}</th>
                <th scope="col">{t('enabled')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>{t(`providers.${s.provider}`)}</td>
                  <td className="crawler-url">{s.feedUrl}</td>
                  <td>{s.schedule ?? '—'}</td>
                  <td>{s.enabled ? t('yes') : t('no')}</td>
                  <td className="actions">
                    <button className="btn btn--small" type="button" disabled={running} onClick={() => void act(() => crawlerApi.run({ sources: [s.id] }))} aria-label={t('runNowFor', { name: s.name })}>
                      {t('runNow')}
                    </button>
                    <button className="btn btn--small btn--ghost" type="button" onClick={() => setEditing(s)} aria-label={t('editFor', { name: s.name })}>
                      {t('edit')}
                    </button>
                    <button
                      className="btn btn--small btn--ghost"
                      type="button"
                      aria-label={t('deleteFor', { name: s.name })}
                      onClick={() => {
                        if (window.confirm(t('confirmDelete', { name: s.name }))) void act(() => crawlerApi.deleteSource(s.id));
                      }}
                    >
                      {t('delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="crawler-tasks-title">
        <h2 id="crawler-tasks-title">{t('history')}</h2>
        {tasks.length === 0 ? (
          <p className="empty">{t('noTasks')}</p>
        ) : (
          <table className="table" data-testid="crawler-tasks">
            <thead>
              <tr>
                <th scope="col">{t('startedAt')}</th>
                <th scope="col">{t('taskStatus')}</th>
                <th scope="col">{t('progress')}</th>
                <th scope="col">{t('result')}</th>
                <th scope="col">{t('completedAt')}</th>
                <th scope="col">{t('createdBy')}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id}>
                  <td>{fmt(task.startedAt)}</td>
                  <td>
                    <span className={`status status--${task.status.toLowerCase()}`}>{t(`taskStatuses.${task.status}`)}</span>
                  </td>
                  <td>
                    {task.progress.current}/{task.progress.total} {task.progress.message}
                  </td>
                  <td>
                    {t('resultSummary', { success: task.result.success, failed: task.result.failed, created: task.result.newCandidates ?? 0 })}
                    {task.result.errors.length > 0 && (
                      <details>
                        <summary>{t('errors', { count: task.result.errors.length })}</summary>
                        <ul>
                          {task.result.errors.map((e, i) => (
                            <li key={i}>{e}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td>{fmt(task.completedAt)}</td>
                  <td>{task.createdBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candidate, LocalGameSummary, ScanResult } from '@portal/contracts';
import { Notice } from '../../../shared/components/notice';
import { Progress } from '../../../shared/components/progress';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { localGamesApi } from '../api/local-games-api';

/** Local games: scan a folder inside the configured roots, upload a zip, publish, list. */
export function LocalGamesPage() {
  const { t } = useTranslation('catalogue');
  const scan = useAdminAction();
  const lists = useAdminAction();
  const [dir, setDir] = useState('');
  const [recursive, setRecursive] = useState(true);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [started, setStarted] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  /** Percent of the zip sent; null when not uploading (then the server is unpacking and scanning). */
  const [sent, setSent] = useState<number | null>(null);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [published, setPublished] = useState<LocalGameSummary[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const { run } = lists;

  const load = useCallback(async () => {
    const [c, p] = await Promise.all([run(() => localGamesApi.candidates()), run(() => localGamesApi.published())]);
    if (c) setCandidates(c.candidates);
    if (p) setPublished(p.games);
  }, [run]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (started === null) return;
    const h = setInterval(() => setElapsed(Math.round((Date.now() - started) / 1000)), 500);
    return () => clearInterval(h);
  }, [started]);

  const track = async (fn: () => Promise<ScanResult>) => {
    setResult(null);
    setStarted(Date.now());
    setElapsed(0);
    const r = await scan.run(fn);
    setStarted(null);
    setSent(null);
    if (r) {
      setResult(r);
      await load();
    }
  };
  const onScan = (e: FormEvent) => {
    e.preventDefault();
    void track(() => localGamesApi.scan(dir, recursive));
  };

  return (
    <section aria-labelledby="local-title" className="stack">
      <div className="section-head">
        <h1 id="local-title">{t('localGames')}</h1>
      </div>
      <div className="panel">
        <h2>{t('scanFolder')}</h2>
        <form className="toolbar" onSubmit={onScan}>
          <label className="toolbar__search">
            {t('folder')}
            <input value={dir} onChange={(e) => setDir(e.target.value)} placeholder={t('folderHint')} required />
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={recursive} onChange={(e) => setRecursive(e.target.checked)} />
            {t('recursive')}
          </label>
          <button className="btn btn--primary" type="submit" disabled={scan.busy}>
            {t('scan')}
          </button>
          <label className="btn file-button">
            {t('uploadZip')}
            <input type="file" accept=".zip,application/zip" disabled={scan.busy} onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (!f) return;
              setSent(0);
              void track(() => localGamesApi.upload(f, (done, total) => setSent(done < total ? Math.floor((done / total) * 100) : null)));
            }} />
          </label>
        </form>
        {started !== null &&
          (sent !== null ? <Progress label={t('uploading', { percent: sent })} value={sent} /> : <Progress label={t('scanning', { seconds: elapsed })} />)}
        <Notice error={scan.error ? scan.error || t('scanFailed') : null} />
        {result && (
          <p role="status" className="notice" data-testid="scan-result">
            {t('scanSummary', result)}
            {result.errors.length > 0 && ` — ${result.errors.join('; ')}`}
          </p>
        )}
      </div>
      <Notice error={lists.error} message={message} />
      <div className="panel">
        <h2>{t('localCandidates')}</h2>
        {candidates.length === 0 ? (
          <p className="dim">{t('noLocalCandidates')}</p>
        ) : (
          <ul className="list">
            {candidates.map((c) => (
              <li key={c.id}>
                <span>
                  <strong>{c.name}</strong> <span className={`status status--${c.status}`}>{t(`status_${c.status}`)}</span>
                </span>
                {c.status !== 'published' && c.status !== 'rejected' && c.status !== 'archived' && (
                  <button className="btn btn--small" type="button" disabled={lists.busy} onClick={async () => {
                    const r = await run(() => localGamesApi.publish(c.id));
                    if (r) {
                      setMessage(r.message);
                      await load();
                    }
                  }}>
                    {t('publish')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="panel">
        <h2>{t('publishedLocal')}</h2>
        {published.length === 0 ? (
          <p className="dim">{t('noPublishedLocal')}</p>
        ) : (
          <ul className="list">
            {published.map((g) => (
              <li key={g.id}>
                <a href={`/local-games/${g.slug}`} target="_blank" rel="noopener">
                  {g.name}
                </a>
                <span className="dim">{g.status}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

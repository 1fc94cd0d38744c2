import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactList } from '@portal/contracts';
import { adminFetch, AdminApiError } from '../../../shared/api/admin-client';
import { useAuth } from '../../../shared/auth/auth-context';

const PAGE = 20;

/** Messages sent through the storefront's contact form, newest first. */
export function MessageList() {
  const { signOut } = useAuth();
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ContactList | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setError(null);
    adminFetch<ContactList>(`/api/contact/messages?page=${page}&limit=${PAGE}`).then(setData, (e: AdminApiError) => {
      if (e.status === 401) signOut();
      else setError(e.message);
    });
  }, [page, signOut]);

  return (
    <section aria-labelledby="messages-title">
      <div className="section-head">
        <h1 id="messages-title">{t('title')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      {!data && !error && <p aria-busy="true">{t('loading')}</p>}
      {data && data.messages.length === 0 && <p className="empty" data-testid="messages-empty">{t('empty')}</p>}
      {data && data.messages.length > 0 && (
        <ul className="message-list" data-testid="messages">
          {data.messages.map((m) => (
            <li key={m.id} className="message">
              <p className="message__head">
                <strong>{m.name}</strong> &lt;{m.email}&gt; · <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
              </p>
              {m.subject && <p className="message__subject">{m.subject}</p>}
              <p className="message__body">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE && (
        <div className="pager">
          <button type="button" className="btn btn--ghost" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={page * PAGE >= data.total} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </button>
        </div>
      )}
    </section>
  );
}

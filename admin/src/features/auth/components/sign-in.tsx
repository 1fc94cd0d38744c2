import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCredentials, storeCredentials, testAuth } from '../../../shared/api/admin-client';

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [user, setUser] = useState('admin');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    storeCredentials(user.trim(), password);
    const ok = await testAuth();
    setBusy(false);
    if (ok) onSignedIn();
    else {
      clearCredentials();
      setError(t('signInFailed'));
    }
  };

  return (
    <main className="sign-in">
      <form className="card sign-in__card" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('signInTitle')}</h1>
        <label>
          {t('user')}
          <input name="user" autoComplete="username" value={user} onChange={(e) => setUser(e.target.value)} required />
        </label>
        <label>
          {t('password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="btn btn--primary" type="submit" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    </main>
  );
}

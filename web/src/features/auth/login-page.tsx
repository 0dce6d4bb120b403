import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiFailure, tokens } from '../../api/client.ts';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      tokens.store(await api.login(username, password));
      navigate(params.get('redirect') ?? '/', { replace: true });
    } catch (err) {
      const code = err instanceof ApiFailure ? err.body.code : 'generic';
      const seconds =
        err instanceof ApiFailure ? (err.body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
      const id = `login.error.${code}`;
      setError(intl.messages[id] ? intl.formatMessage({ id }, { seconds }) : intl.formatMessage({ id: 'login.error.generic' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card narrow" onSubmit={submit} aria-label="login">
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      <label>
        <FormattedMessage id="login.username" />
        <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </label>
      <label>
        <FormattedMessage id="login.password" />
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        <FormattedMessage id="login.submit" />
      </button>
    </form>
  );
}

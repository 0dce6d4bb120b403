import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { canOpenScreen, type ScreenFamily } from '@takt/proto/screens';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { api, tokens } from './api/client.ts';
import { LoginPage } from './features/auth/login-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { useLocale } from './i18n/locale.tsx';

/** Spec route guard: not logged in → /login with the target; no matching role → access error. */
function Guard({ family, children }: { family: ScreenFamily; children: ReactNode }) {
  const location = useLocation();
  const me = useQuery({ queryKey: ['me'], queryFn: api.me, enabled: Boolean(tokens.access) });
  if (!tokens.access) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (!me.data) return null;
  if (!canOpenScreen(me.data.roles, family)) return <Navigate to="/error-view/access" replace />;
  return children;
}

function AccessError() {
  return (
    <p className="card error">
      <FormattedMessage id="error.access" />
    </p>
  );
}

function TopBar() {
  const { toggle } = useLocale();
  const navigate = useNavigate();
  const logout = async () => {
    await api.logout().catch(() => undefined);
    tokens.clear();
    navigate('/login');
  };
  return (
    <header className="topbar">
      <a href="/" className="logo">
        <FormattedMessage id="app.title" />
      </a>
      <nav>
        <button className="link" onClick={toggle}>
          <FormattedMessage id="nav.language" />
        </button>
        {tokens.access && (
          <button className="link" onClick={logout}>
            <FormattedMessage id="nav.logout" />
          </button>
        )}
      </nav>
    </header>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <TopBar />
      <main>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/error-view/:errorCode" element={<AccessError />} />
          <Route
            path="/"
            element={
              <Guard family="/">
                <HomePage />
              </Guard>
            }
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

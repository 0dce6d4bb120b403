import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { api, tokens } from './api/client.ts';
import { LoginPage } from './features/auth/login-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { useLocale } from './i18n/locale.tsx';

function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!tokens.access) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  return children;
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
          <Route
            path="/"
            element={
              <RequireLogin>
                <HomePage />
              </RequireLogin>
            }
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}

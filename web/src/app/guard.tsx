import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { hasPermission, type PermissionFlag } from '@takt/proto/permissions';
import { canOpenScreen, type ScreenFamily } from '@takt/proto/screens';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../api/me.ts';
import { useSignedIn } from '../api/session.ts';
import { ErrorView } from '../features/common/error-view.tsx';

/**
 * Spec section 2: not signed in → /login with the intended target; signed in without one of the
 * family's roles (the table the server's authorization uses) or without the screen's permission
 * flag (spec section 3, the flag the screen's list endpoint demands too) → the access-error view.
 */
export function Guard({ family, permission, children }: { family: ScreenFamily; permission?: PermissionFlag; children: ReactNode }) {
  const location = useLocation();
  const signedIn = useSignedIn();
  const me = useMe();
  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.isError) return <ErrorView code="load_data_failed" />;
  if (!me.data) return <LinearProgress aria-hidden />;
  if (!canOpenScreen(me.data.roles, family)) return <ErrorView code="403" />;
  const caller = { roles: me.data.roles, permissions: me.data.permissions as PermissionFlag[] };
  if (permission && !hasPermission(caller, permission)) return <ErrorView code="403" />;
  return children;
}

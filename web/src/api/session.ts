import { useSyncExternalStore } from 'react';
import { tokens } from './client.ts';

/** Whether a user is signed in; re-renders on sign-in and sign-out (also in another tab). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokens.subscribe, () => Boolean(tokens.access));
}

/** A redirect target from the query, only when it stays inside the app. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

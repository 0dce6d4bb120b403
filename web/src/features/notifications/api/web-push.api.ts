import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationContracts as routes, SubscriptionStatus } from '@takt/proto/http/notification/index';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useSignedIn } from '../../../api/session.ts';

const keys = queryKeys('web-push');

/** Push needs a service worker, the Push API and a permission not already refused in the browser. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function browserSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Spec section 4: after login, if compatible and not denied, this browser's status with the server's key. */
export function usePushStatus() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: keys.all,
    enabled: signedIn && pushSupported() && Notification.permission !== 'denied',
    queryFn: async () => {
      const current = await browserSubscription();
      return call(routes.checkSubscriptionStatus, { body: { webPushSubscriptionEndpoint: current?.endpoint ?? null } });
    },
  });
}

/** The opt-in prompt shows for these statuses (spec section 4). */
export const ASKS = new Set<number>([
  SubscriptionStatus.NonSubscribed,
  SubscriptionStatus.SubscribedSameDeviceOtherUser,
  SubscriptionStatus.SubscribedSameUserOtherDevice,
]);

const b64 = (buf: ArrayBuffer | null) =>
  buf
    ? btoa(String.fromCharCode(...new Uint8Array(buf)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/** Grant: the browser's permission, then its subscription with our key, stored for the caller. Deny: a "no" stored. */
export function usePushChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ grant, publicVapidKey }: { grant: boolean; publicVapidKey: string }) => {
      const current = await browserSubscription();
      if (!grant) return call(routes.saveSubscription, { body: { deactivated: true, endpoint: current?.endpoint ?? null } });
      if ((await Notification.requestPermission()) !== 'granted') return call(routes.saveSubscription, { body: { deactivated: true } });
      const reg = await navigator.serviceWorker.ready;
      const key = Uint8Array.from(atob(publicVapidKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const sub = current ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      return call(routes.saveSubscription, {
        body: { deactivated: false, endpoint: sub.endpoint, keyP256dh: b64(sub.getKey('p256dh')), keyAuth: b64(sub.getKey('auth')) },
      });
    },
    onSuccess: (answer) => queryClient.setQueryData(keys.all, answer),
  });
}

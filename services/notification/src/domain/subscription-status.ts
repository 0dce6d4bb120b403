import { SubscriptionStatus } from '@takt/proto';

export type SubscriptionState = 'active' | 'deactivated' | 'denied' | 'gone';

export interface SubscriptionFacts {
  userId: string;
  endpoint: string | null;
  state: string;
}

/**
 * The spec's six statuses for a user asking from a browser with this endpoint (or none yet).
 * `rows` are the user's own rows plus the row of that endpoint, whoever holds it. A gone
 * endpoint counts as none: the browser has to subscribe anew. A "no" in the app's own dialog
 * holds on every device until the user subscribes somewhere, so the prompt does not come back.
 */
export function subscriptionStatus(rows: readonly SubscriptionFacts[], userId: string, endpoint: string | null): SubscriptionStatus {
  const here = endpoint ? rows.find((r) => r.endpoint === endpoint) : undefined;
  if (here?.userId === userId) {
    if (here.state === 'active') return SubscriptionStatus.Subscribed;
    if (here.state === 'deactivated') return SubscriptionStatus.DeactivatedInSettings;
  }
  const mine = rows.filter((r) => r.userId === userId);
  if (mine.some((r) => r.state === 'denied')) return SubscriptionStatus.DeniedInOwnDialog;
  if (here && here.userId !== userId && here.state === 'active') return SubscriptionStatus.SubscribedSameDeviceOtherUser;
  if (mine.some((r) => r.state === 'active' && r.endpoint !== endpoint)) return SubscriptionStatus.SubscribedSameUserOtherDevice;
  return SubscriptionStatus.NonSubscribed;
}

/**
 * Whether an endpoint belongs to one of the push services we send to (host equal to or below a
 * listed host). Sending is a POST to whatever address a client stored, so without this list a
 * client could make the service call into the internal network.
 */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

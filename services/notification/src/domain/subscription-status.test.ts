import { describe, expect, it } from 'vitest';
import { SubscriptionStatus as S } from '@takt/proto';
import { isPushServiceEndpoint, subscriptionStatus, type SubscriptionFacts } from './subscription-status.ts';

const me = 'me';
const other = 'other';
const here = 'https://push.example/here';
const there = 'https://push.example/there';
const row = (userId: string, endpoint: string | null, state: string): SubscriptionFacts => ({ userId, endpoint, state });

describe('subscriptionStatus', () => {
  it.each([
    ['nothing stored', [], here, S.NonSubscribed],
    ['nothing stored, no endpoint yet', [], null, S.NonSubscribed],
    ['this browser, active', [row(me, here, 'active')], here, S.Subscribed],
    ['this browser, switched off', [row(me, here, 'deactivated')], here, S.DeactivatedInSettings],
    ['this browser, gone at the push service', [row(me, here, 'gone')], here, S.NonSubscribed],
    ['a "no" in our dialog', [row(me, null, 'denied')], here, S.DeniedInOwnDialog],
    ['a "no" in our dialog, asked without endpoint', [row(me, null, 'denied')], null, S.DeniedInOwnDialog],
    ['another user on this browser', [row(other, here, 'active')], here, S.SubscribedSameDeviceOtherUser],
    ['another user on this browser, gone', [row(other, here, 'gone')], here, S.NonSubscribed],
    ['me on another browser', [row(me, there, 'active')], here, S.SubscribedSameUserOtherDevice],
    ['me on another browser, asked without endpoint', [row(me, there, 'active')], null, S.SubscribedSameUserOtherDevice],
    ['me on another browser, switched off there', [row(me, there, 'deactivated')], here, S.NonSubscribed],
    ['active here wins over a "no"', [row(me, here, 'active'), row(me, null, 'denied')], here, S.Subscribed],
    ['a "no" wins over another user here', [row(other, here, 'active'), row(me, null, 'denied')], here, S.DeniedInOwnDialog],
  ] as const)('%s', (_name, rows, endpoint, expected) => {
    expect(subscriptionStatus(rows, me, endpoint)).toBe(expected);
  });
});

describe('isPushServiceEndpoint', () => {
  const hosts = ['fcm.googleapis.com', 'notify.windows.com'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['https://FCM.googleapis.com/x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://evilfcm.googleapis.com.attacker.example/x', false],
    ['https://xfcm.googleapis.com/x', false],
    ['https://127.0.0.1/x', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, expected) => {
    expect(isPushServiceEndpoint(endpoint, hosts)).toBe(expected);
  });
});

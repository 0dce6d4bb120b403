import type { Bus, Db, Logger } from '@takt/kit';
import { noticeSeats } from './events/seats-notice.ts';
import { expireOffers } from './operations/expire-offers.ts';
import type { Client } from './store/client.ts';
import type { BookingSettings } from './settings.ts';

/**
 * Booking's background work: the expiry sweep of timed waiting-list offers every
 * BOOKING_OFFER_SWEEP_SECONDS (decision 0048). A failed sweep is logged and retried on the next tick;
 * members' screens hear of moved places through the hub's seat notice.
 */
export function startOfferSweep(db: Db<Client>, settings: BookingSettings, bus: Bus, log: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      for (const r of await expireOffers(db, settings)) {
        log.info({ companyId: r.companyId, expired: r.expired }, 'waiting-list offers expired');
        await noticeSeats(bus, r.companyId, r.appointmentIds);
      }
    } catch (err) {
      log.error({ err }, 'waiting-list offer sweep failed');
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = undefined));
  }, settings.BOOKING_OFFER_SWEEP_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

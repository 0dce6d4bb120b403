import { PRODUCTION } from '@takt/kit';
import { z } from 'zod';

/** Booking's own settings: the studios' time zone, the late-cancellation window, the cancel-link secret, self check-in, the offer sweep. */
export const bookingSettings = z.object({
  BOOKING_TIME_ZONE: z
    .string()
    .default('Europe/Berlin')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Europe/Berlin')
    .meta({ description: "Time zone of the appointments' local dates and times; booking closes at the start time there." }),
  BOOKING_LATE_CANCEL_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24)
    .meta({
      description: 'A cancellation less than this many hours before the start is recorded as late (one window for every company for now).',
    }),
  BOOKING_CANCEL_LINK_SECRET: z
    .string()
    .min(16)
    .default('dev-cancel-link-secret-change-me')
    .meta({ description: 'HMAC secret of the signed cancel links in booking mails (at least 16 characters).', ...PRODUCTION }),
  BOOKING_SELF_CHECK_IN_RADIUS_METERS: z.coerce
    .number()
    .int()
    .min(10)
    .max(100_000)
    .default(300)
    .meta({ description: "How far from a QR code's position (when it checks GPS) a member may be to check themselves in, in metres." }),
  BOOKING_OFFER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60).meta({
    description:
      'How often the expiry sweep of timed waiting-list offers runs, in seconds: an offer past its deadline passes to the next waiting member within this time.',
  }),
  BOOKING_GEOCODER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({
      description:
        'Search endpoint of a Nominatim-compatible geocoder (answers `[{ lat, lon }]` for `?q=…&format=jsonv2`); without it addresses are not looked up.',
    }),
});
export type BookingSettings = z.infer<typeof bookingSettings>;

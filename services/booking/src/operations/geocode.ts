import { fail, notFound } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';

const TIMEOUT_MS = 5_000;

/**
 * An address's position from the configured geocoder (Nominatim's search API shape). Without one
 * the answer is geocoder_not_available, so the screen asks for lat/lng by hand; a geocoder that
 * fails or is slow is service_unavailable, an address it does not know a 404.
 */
export async function coordinatesOf(settings: BookingSettings, address: string): Promise<{ lat: number; lng: number }> {
  if (!settings.BOOKING_GEOCODER_URL) throw fail(ErrorCode.GeocoderNotAvailable);
  const url = new URL(settings.BOOKING_GEOCODER_URL);
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  let hits: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    hits = await res.json();
  } catch {
    throw fail(ErrorCode.ServiceUnavailable, 'The geocoder is not reachable; please try again');
  }
  const first = Array.isArray(hits) ? (hits[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!first || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw notFound('Address');
  return { lat, lng };
}

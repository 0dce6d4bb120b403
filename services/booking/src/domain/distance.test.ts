import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance.ts';

const berlinTv = { lat: 52.520_8, lng: 13.409_4 };

describe('distanceMeters', () => {
  it.each([
    ['the same point', berlinTv, berlinTv, 0, 0.001],
    ['Berlin TV tower to Brandenburg Gate', berlinTv, { lat: 52.516_3, lng: 13.377_7 }, 2_200, 60],
    ['Berlin to Munich', { lat: 52.52, lng: 13.405 }, { lat: 48.137_1, lng: 11.575_4 }, 504_000, 2_000],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195, 5],
    ['across the date line', { lat: 0, lng: 179.999 }, { lat: 0, lng: -179.999 }, 222, 2],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20_015_115, 100],
  ])('%s', (_case, a, b, meters, tolerance) => {
    expect(Math.abs(distanceMeters(a, b) - meters)).toBeLessThanOrEqual(tolerance);
    expect(distanceMeters(b, a)).toBeCloseTo(distanceMeters(a, b), 6);
  });
});

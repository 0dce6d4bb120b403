// WCAG 2 contrast, used to keep white text readable on the company's colour.

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = parseInt(m?.[1] ?? '5f78a5', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened just enough that white text on it reaches `ratio` (WCAG AA: 4.5). */
export function textSafeShade(hex: string, ratio = 4.5): string {
  let rgb = parseHex(hex);
  for (let i = 0; i < 100 && contrast(toHex(rgb), '#ffffff') < ratio; i++) rgb = rgb.map((c) => c * 0.97) as typeof rgb;
  return toHex(rgb);
}

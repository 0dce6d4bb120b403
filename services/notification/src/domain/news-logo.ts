/** News logos: small images of the types a browser shows everywhere (as course logos). */
export const NEWS_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const NEWS_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

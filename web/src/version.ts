/** Shown in the footer; kept equal to web/package.json's version (a test checks it). */
export const FRONTEND_VERSION = '0.2.1';

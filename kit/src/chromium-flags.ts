/**
 * The flags that run Debian's Chromium on a machine without a desktop, GPU or outside network:
 * the documents service's PDF pool and the browser tests start it the same way.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

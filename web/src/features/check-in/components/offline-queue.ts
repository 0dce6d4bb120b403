import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnreachable, scan, type Scan } from '../api/check-in.api.ts';

const KEY = 'takt.checkInQueue';

interface Queued extends Scan {
  scannedAt: string;
}

const read = (): Queued[] => {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as Queued[]) : [];
  } catch {
    return [];
  }
};
const write = (q: Queued[]) => localStorage.setItem(KEY, JSON.stringify(q));

/**
 * Scans made while the door's phone is offline wait in this browser and are sent when it is back
 * (on reconnect, and when the scanner opens). Sending one twice is harmless: the server checks an
 * attendance in once and keeps an open visit at the same location.
 */
export function useOfflineQueue(onSent: (count: number) => void) {
  const [count, setCount] = useState(() => read().length);
  const add = useCallback((s: Scan) => {
    write([...read(), { ...s, scannedAt: new Date().toISOString() }]);
    setCount(read().length);
  }, []);
  const flushQueue = useCallback(async () => {
    let sent = 0;
    for (const item of read()) {
      try {
        await scan(item);
      } catch (err) {
        // Still away: keep it and the rest for the next try. A refusal (revoked code) is dropped.
        if (isUnreachable(err)) break;
      }
      write(read().filter((q) => q.scannedAt !== item.scannedAt || q.code !== item.code));
      sent++;
    }
    setCount(read().length);
    if (sent > 0) onSent(sent);
  }, [onSent]);
  // Reconnect events come in bursts (and the page's own flush on opening): one flush at a time, so
  // a queued scan is sent once, not once per event.
  const flushing = useRef(false);
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      await flushQueue();
    } finally {
      flushing.current = false;
    }
  }, [flushQueue]);
  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  return { count, add, flush };
}

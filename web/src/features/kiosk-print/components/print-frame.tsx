import { useCallback, useState } from 'react';
import { Box } from '@mui/material';

/**
 * Shows documents' markup in a sandboxed frame: no scripts run in it, and it takes the page's
 * styles of neither. Same origin (without scripts) lets the page size the frame to its content,
 * so the browser prints the whole list, not a scrolled window of it.
 */
export function PrintFrame({ html, title }: { html: string; title: string }) {
  const [height, setHeight] = useState(600);
  const fit = useCallback((frame: HTMLIFrameElement) => {
    const doc = frame.contentDocument?.documentElement;
    if (doc) setHeight(doc.scrollHeight + 16);
  }, []);
  return (
    <Box
      component="iframe"
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={(e) => fit(e.currentTarget as HTMLIFrameElement)}
      sx={{ width: '100%', height, border: 0, display: 'block', backgroundColor: '#fff' }}
    />
  );
}

import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import QRCode from 'qrcode';

/** The QR code of `text`, drawn in the browser (the `qrcode` library the member's own code uses). */
export function QrImage({ text, alt, size = 280, testId }: { text: string; alt: string; size?: number; testId?: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [text, size]);
  return image ? <Box component="img" src={image} alt={alt} data-testid={testId} sx={{ width: '100%', maxWidth: size }} /> : null;
}

/** Opens a print view of the code with its name (a page of its own, so the app around it is not printed). */
export async function printQrCode(text: string, title: string, caption: string): Promise<void> {
  const image = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 600 });
  const view = window.open('', '_blank');
  if (!view) return;
  const doc = view.document;
  doc.title = title;
  const figure = doc.createElement('figure');
  figure.style.cssText = 'text-align:center;font-family:sans-serif;margin-top:10vh';
  const img = doc.createElement('img');
  img.src = image;
  img.alt = title;
  img.style.width = '12cm';
  const name = doc.createElement('figcaption');
  name.style.fontSize = '24pt';
  name.textContent = title;
  const hint = doc.createElement('p');
  hint.textContent = caption;
  figure.append(img, name, hint);
  doc.body.append(figure);
  img.onload = () => view.print();
}

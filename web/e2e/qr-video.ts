import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * Writes a Y4M video that shows `text` as a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): black modules on white, a quiet zone, grey-free 4:2:0.
 */
export function writeQrVideo(path: string, text: string, size = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  // Inside the scanner's 240-pixel box, with room to spare.
  const scale = Math.max(2, Math.floor((size * 0.4) / modules));
  const offset = Math.floor((size - scale * modules) / 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * size + offset + x] = 16;
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

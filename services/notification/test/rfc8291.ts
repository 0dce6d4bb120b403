import { createDecipheriv, createECDH, createHmac } from 'node:crypto';

// The receiving side of RFC 8291 (web push encryption) over RFC 8188 (aes128gcm), for tests:
// what a browser does with a push it receives.

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const ONE = Buffer.from([1]);

export interface Header {
  salt: Buffer;
  recordSize: number;
  senderPublic: Buffer;
  headerLength: number;
}

export function readHeader(body: Buffer): Header {
  if (body.length < 21) throw new Error('body shorter than an aes128gcm header');
  const idLength = body[20]!;
  return {
    salt: body.subarray(0, 16),
    recordSize: body.readUInt32BE(16),
    senderPublic: body.subarray(21, 21 + idLength),
    headerLength: 21 + idLength,
  };
}

/** Content key and nonce (RFC 8291 section 3.4, RFC 8188 section 2.2). */
export function deriveKeys(receiverPrivate: Buffer, receiverPublic: Buffer, authSecret: Buffer, header: Header) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiverPrivate);
  const ecdhSecret = ecdh.computeSecret(header.senderPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, header.senderPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, ONE]));
  const prk = hmac(header.salt, ikm);
  const cek = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: aes128gcm\0'), ONE])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: nonce\0'), ONE])).subarray(0, 12);
  return { ecdhSecret, ikm, prk, cek, nonce };
}

/** The record's nonce: the base nonce XOR the record's sequence number (below 2^32 here, so the last four octets). */
function recordNonce(base: Buffer, seq: number): Buffer {
  const nonce = Buffer.from(base);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
  return nonce;
}

/** Decrypts an aes128gcm push body for the receiver's key pair and auth secret; throws on any tampering. */
export function decryptPush(body: Buffer, receiverPrivate: Buffer, receiverPublic: Buffer, authSecret: Buffer): Buffer {
  const header = readHeader(body);
  const { cek, nonce } = deriveKeys(receiverPrivate, receiverPublic, authSecret, header);
  const records = body.subarray(header.headerLength);
  const parts: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += header.recordSize) {
    const record = records.subarray(at, at + header.recordSize);
    const last = at + header.recordSize >= records.length;
    const decipher = createDecipheriv('aes-128-gcm', cek, recordNonce(nonce, seq));
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${seq}: wrong padding delimiter`);
    parts.push(padded.subarray(0, end));
  }
  return Buffer.concat(parts);
}

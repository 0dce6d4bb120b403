import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referencePath } from '@takt/kit/testing';
import { decryptPush, deriveKeys, readHeader } from './rfc8291.ts';

const vector = JSON.parse(readFileSync(referencePath('webpush', 'rfc8291-vector.json'), 'utf8'));
const b = (s: string) => Buffer.from(s, 'base64url');
const { inputs, intermediate, output } = vector;
const body = b(output.body);

describe('RFC 8291 decryption (the test receiver’s helper) against the RFC’s worked example', () => {
  it('reads the 86-octet header', () => {
    const header = readHeader(body);
    expect(header.headerLength).toBe(output.header_length_octets);
    expect(header.salt).toEqual(b(inputs.salt));
    expect(header.recordSize).toBe(inputs.record_size);
    expect(header.senderPublic).toEqual(b(inputs.as_public));
  });

  it('derives the intermediate values', () => {
    const keys = deriveKeys(b(inputs.ua_private), b(inputs.ua_public), b(inputs.auth_secret), readHeader(body));
    expect(keys.ecdhSecret).toEqual(b(intermediate.ecdh_secret));
    expect(keys.ikm).toEqual(b(intermediate.ikm));
    expect(keys.prk).toEqual(b(intermediate.prk));
    expect(keys.cek).toEqual(b(intermediate.cek));
    expect(keys.nonce).toEqual(b(intermediate.nonce));
  });

  it('decrypts the body to the plaintext', () => {
    const plain = decryptPush(body, b(inputs.ua_private), b(inputs.ua_public), b(inputs.auth_secret));
    expect(plain.toString('utf8')).toBe(inputs.plaintext_utf8);
  });

  it('refuses a tampered body and a wrong auth secret', () => {
    const tampered = Buffer.from(body);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptPush(tampered, b(inputs.ua_private), b(inputs.ua_public), b(inputs.auth_secret))).toThrow();
    const wrongAuth = Buffer.alloc(16, 7);
    expect(() => decryptPush(body, b(inputs.ua_private), b(inputs.ua_public), wrongAuth)).toThrow();
  });
});

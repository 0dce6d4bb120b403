import { describe, expect, it } from 'vitest';
import { signS3Request } from './sigv4.ts';

// AWS's published example of a signed GET Object (Signature Version 4, "Example: GET Object").
describe('signS3Request', () => {
  it("signs AWS's GET Object example to the published signature", () => {
    const headers = signS3Request(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      { range: 'bytes=0-9' },
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

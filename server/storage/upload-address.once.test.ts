import { describe, expect, it } from 'vitest';
import { keyFromAddress } from './uploads';

const id = '0b7c4a52-3a55-4c1e-9d8e-2f6a1c0e9b11';

describe('keyFromAddress', () => {
  it('finds the key in every address form the client may hold', () => {
    expect(keyFromAddress(`/objects/uploads/${id}`)).toBe(`uploads/${id}`);
    expect(keyFromAddress(`http://localhost:5000/api/objects/local/${id}?sig=abc`)).toBe(
      `uploads/${id}`,
    );
    expect(keyFromAddress(`https://bucket.s3.amazonaws.com/uploads/${id}?X-Amz-Signature=x`)).toBe(
      `uploads/${id}`,
    );
  });

  it('answers null, not an exception, for a malformed escape or a foreign address', () => {
    expect(keyFromAddress('%_\\')).toBeNull();
    expect(keyFromAddress('/objects/uploads/%E0%A4%A')).toBeNull();
    expect(keyFromAddress('https://example.com/resume.pdf')).toBeNull();
  });
});

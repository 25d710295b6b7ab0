import { describe, expect, it } from 'vitest';
import { actionKeyProblem } from './action-key';

describe('server action encryption key', () => {
  it('is optional for a single instance', () => {
    expect(actionKeyProblem(undefined)).toBeNull();
    expect(actionKeyProblem('')).toBeNull();
  });
  it('accepts AES-128, AES-192 and AES-256 keys in base64', () => {
    for (const bytes of [16, 24, 32])
      expect(actionKeyProblem(Buffer.alloc(bytes, 7).toString('base64'))).toBeNull();
  });
  it('refuses keys that are not base64 or have the wrong length, saying why', () => {
    expect(actionKeyProblem('not a key!')).toMatch(/base64/);
    expect(actionKeyProblem(Buffer.alloc(20).toString('base64'))).toMatch(/decodes to 20/);
  });
});

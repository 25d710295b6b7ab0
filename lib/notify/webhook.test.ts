import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureValid, verificationChallenge } from './webhook';

const secret = 'app-secret';
const raw = '{"object":"whatsapp_business_account","entry":[]}';
const sign = (body: string, key = secret) =>
  `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

describe('X-Hub-Signature-256', () => {
  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(signatureValid(secret, raw, sign(raw))).toBe(true);
    expect(signatureValid(secret, Buffer.from(raw), sign(raw))).toBe(true);
  });

  it('refuses a missing, malformed, other-key or other-body signature', () => {
    expect(signatureValid(secret, raw, null)).toBe(false);
    expect(signatureValid(secret, raw, '')).toBe(false);
    expect(signatureValid(secret, raw, sign(raw).slice(7))).toBe(false);
    expect(signatureValid(secret, raw, 'sha256=zz')).toBe(false);
    expect(signatureValid(secret, raw, sign(raw, 'other'))).toBe(false);
    expect(signatureValid(secret, raw, sign(`${raw} `))).toBe(false);
    expect(signatureValid(secret, raw, sign(raw).slice(0, -2))).toBe(false);
  });
});

describe('the GET verification', () => {
  const params = (mode: string, token: string) =>
    new URLSearchParams({
      'hub.mode': mode,
      'hub.verify_token': token,
      'hub.challenge': '1158201444',
    });
  it('echoes the challenge for our token only', () => {
    expect(verificationChallenge(params('subscribe', 'verify-me'), 'verify-me')).toBe('1158201444');
    expect(verificationChallenge(params('subscribe', 'verify-mE'), 'verify-me')).toBeNull();
    expect(verificationChallenge(params('subscribe', 'verify'), 'verify-me')).toBeNull();
    expect(verificationChallenge(params('unsubscribe', 'verify-me'), 'verify-me')).toBeNull();
  });
});

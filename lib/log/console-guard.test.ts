import { describe, expect, it } from 'vitest';
import { redactArg, redactText } from './console-guard';

describe('redactText', () => {
  it('hides e-mails, phone numbers and query parameters, keeps dates, codes and paths', () => {
    expect(redactText('to amina@example.ae')).toBe('to [email]');
    for (const phone of ['050 123 4567', '+971501234567', '+971 (50) 123-4567'])
      expect(redactText(`call ${phone} now`)).toBe('call [number] now');
    expect(redactText('Failed query: select 1\nparams: x,y')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(redactText('2026-11-28 code 23505 at /admin/export:12:7')).toBe(
      '2026-11-28 code 23505 at /admin/export:12:7',
    );
  });

  it('prints an error as class, code and frames, never its message', () => {
    const error = Object.assign(new Error('duplicate amina@example.ae'), { code: '23505' });
    const printed = String(redactArg(error));
    expect(printed).toMatch(/^Error code=23505/);
    expect(printed).not.toContain('amina');
    expect(printed).toContain('console-guard.test.ts');
  });
});

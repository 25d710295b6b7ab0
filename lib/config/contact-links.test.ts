import { describe, expect, it } from 'vitest';
import { formatUaePhone, telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it('builds a wa.me link with digits only and an encoded greeting', () => {
    expect(whatsappHref('+971505550100', 'Hello, MEP services?')).toBe(
      'https://wa.me/971505550100?text=Hello%2C%20MEP%20services%3F',
    );
  });
  it('encodes an Arabic greeting', () => {
    expect(whatsappHref('+971505550100', 'مرحبا')).toBe(
      'https://wa.me/971505550100?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
    );
  });
  it('builds a tel link and prints UAE numbers in their usual groups', () => {
    expect(telHref('+97145550100')).toBe('tel:+97145550100');
    expect(formatUaePhone('+97145550100')).toBe('+971\u00a04\u00a0555\u00a00100');
    expect(formatUaePhone('+971505550100')).toBe('+971\u00a050\u00a0555\u00a00100');
    expect(formatUaePhone('+97180055501')).toBe('+971\u00a0800\u00a0555\u00a001');
  });
});

import { describe, expect, it } from 'vitest';
import { editableAt, readRating, reviewableAt, screenComment, tidyText } from './model';

describe('review rules', () => {
  it('holds a link, a phone number (any digits) or an e-mail, and nothing else', () => {
    expect(screenComment('Great job, on time')).toBeNull();
    expect(screenComment('2 units cleaned in 45 minutes, 5 stars')).toBeNull();
    expect(screenComment('see https://x.io/a')).toBe('link');
    expect(screenComment('our site example.ae')).toBe('link');
    expect(screenComment('call +971 50 123 4567')).toBe('phone');
    expect(screenComment('اتصل ٠٥٠١٢٣٤٥٦٧')).toBe('phone');
    expect(screenComment('mail me: me@mail.com')).toBe('email');
  });

  it('reads 1 to 5 stars only', () => {
    expect(['0', '1', '5', '6', '4.5', '', null].map(readRating)).toEqual([
      null,
      1,
      5,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps HTML as text and drops control characters', () => {
    expect(tidyText('  <script>x</script>\u0007 ok ', 100)).toBe('<script>x</script> ok');
  });

  it('allows a review for 30 days after done and a change for 48 hours', () => {
    const t = new Date('2026-11-30T08:00:00Z');
    const h = (n: number) => new Date(t.getTime() + n * 3600_000);
    expect(reviewableAt(t, h(29 * 24))).toBe(true);
    expect(reviewableAt(t, h(30 * 24))).toBe(false);
    expect(editableAt(t, h(47))).toBe(true);
    expect(editableAt(t, h(48))).toBe(false);
  });
});

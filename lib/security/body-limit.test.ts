import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refuseOversizedPost } from './body-limit';
import {
  bodyLimitFor,
  largestFormBodyBytes,
  maxBookingBodyBytes,
  maxFormBodyBytes,
} from './body-sizes';

const MB = 1024 * 1024;

const post = (path: string, headers: Record<string, string>, method = 'POST') =>
  new NextRequest(`http://localhost:3000${path}`, { method, headers });

const sized = (path: string, bytes: number) => post(path, { 'content-length': String(bytes) });

describe('body limits per path', () => {
  it('gives the booking form (both languages) 55 MB and every other path 1 MB', () => {
    expect(maxFormBodyBytes).toBe(1 * MB);
    expect(maxBookingBodyBytes).toBe(55 * MB);
    // 5 photos of 10 MB plus the fields fit under the booking limit.
    expect(maxBookingBodyBytes).toBeGreaterThan(5 * 10 * MB + 64 * 1024);
    expect(largestFormBodyBytes).toBe(maxBookingBodyBytes);
    for (const path of ['/book', '/ar/book', '/book/'])
      expect(bodyLimitFor(path)).toEqual({ kind: 'booking', bytes: 55 * MB });
    for (const path of [
      '/contact',
      '/ar/contact',
      '/book/abc123',
      '/booking',
      '/ar',
      '/',
      '/x/book',
    ])
      expect(bodyLimitFor(path)).toEqual({ kind: 'form', bytes: 1 * MB });
  });
});

describe('refuseOversizedPost', () => {
  it('lets through posts within their path limit, and anything but a POST', () => {
    expect(refuseOversizedPost(sized('/contact', MB))).toBeNull();
    expect(refuseOversizedPost(sized('/book', 52 * MB))).toBeNull();
    expect(refuseOversizedPost(sized('/ar/book', 55 * MB))).toBeNull();
    expect(refuseOversizedPost(post('/contact', {}))).toBeNull();
    expect(
      refuseOversizedPost(post('/contact', { 'content-length': '9999999' }, 'GET')),
    ).toBeNull();
  });

  it('answers a 2 MB post to the contact form with the English or Arabic form page', async () => {
    const en = refuseOversizedPost(sized('/contact', 2 * MB));
    expect(en?.status).toBe(413);
    expect(en?.headers.get('cache-control')).toBe('no-store');
    const enHtml = await en!.text();
    expect(enHtml).toContain('<html lang="en" dir="ltr">');
    expect(enHtml).toContain('<h1>Your form is too large to send</h1>');
    expect(enHtml).toContain('<a href="/contact">Back to the form</a>');
    // The other ways to reach us, with the number to call.
    expect(enHtml).toMatch(/call us on \u2066\+971\s4\s555\s0100\u2069 or WhatsApp us/);
    expect(enHtml).not.toContain('{phone}');

    const ar = refuseOversizedPost(sized('/ar/contact', 2 * MB));
    expect(ar?.status).toBe(413);
    const arHtml = await ar!.text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain('<h1>ما أرسلته أكبر من الحجم المسموح به</h1>');
  });

  it('holds the private booking page to 1 MB: only the booking form takes photos', async () => {
    const response = refuseOversizedPost(sized('/book/abc123', 2 * MB));
    expect(response?.status).toBe(413);
    expect(await response!.text()).toContain('Your form is too large to send');
  });

  it('answers a booking post over 55 MB with the photo limits, in the page language', async () => {
    const en = refuseOversizedPost(sized('/book', 56 * MB));
    expect(en?.status).toBe(413);
    const enHtml = await en!.text();
    expect(enHtml).toContain('<h1>Your photos are too large to send</h1>');
    expect(enHtml).toContain('at most 5 photos of 10 MB each');
    expect(enHtml).toContain('<a href="/book">Back to the booking form</a>');

    const ar = refuseOversizedPost(sized('/ar/book', 56 * MB));
    const arHtml = await ar!.text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain('<h1>حجم الصور أكبر من المسموح به</h1>');
    expect(arHtml).toContain('5 صور على الأكثر');
  });

  it('refuses a streamed post of unknown length, which no browser sends', () => {
    const chunked = (path: string) => post(path, { 'transfer-encoding': 'chunked' });
    expect(refuseOversizedPost(chunked('/contact'))?.status).toBe(413);
    expect(refuseOversizedPost(chunked('/book'))?.status).toBe(413);
  });
});

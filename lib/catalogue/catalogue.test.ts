import { describe, expect, it } from 'vitest';
import { allPages, emirates, footerServiceLinks } from './index';

describe('catalogue', () => {
  const paths = allPages().map((p) => p.path);

  it('lists every page once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('keeps the original site URLs, whose sub-page slugs differ by emirate', () => {
    for (const p of [
      '/dubai/ac-services/ac-repair',
      '/sharjah/ac-services/ac-repair-cleaning',
      '/abu-dhabi/ac-services/repair-cleaning',
      '/al-ain/ac-services',
      '/dubai/ac-services/jlt',
      '/dubai/carpentry-services',
      '/umm-al-quwain/painting-services',
      '/services/commercial-hvac/cooling-tower-services',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain('/ajman/ac-services/amc');
    expect(paths).not.toContain('/al-ain/painting-services');
  });
  it('has the 56 emirate, area and trade pages of the original site', () => {
    expect(
      allPages().filter((p) => ['acHub', 'acSub', 'acArea', 'painting', 'trade'].includes(p.kind)),
    ).toHaveLength(56);
    expect(emirates).toHaveLength(8);
  });
  it('lands every footer service link on a real page', () => {
    for (const l of footerServiceLinks) expect(paths).toContain(l.href);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allPages,
  articleServices,
  emirates,
  findService,
  footerServiceLinks,
  services,
} from './index';

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
  it('has the 56 emirate, area and trade pages of the original site, and the neighbourhoods added since', () => {
    expect(
      allPages().filter((p) => ['acHub', 'acSub', 'acArea', 'painting', 'trade'].includes(p.kind)),
    ).toHaveLength(58);
    expect(allPages()).toContainEqual({
      path: '/sharjah/ac-services/al-majaz',
      kind: 'acArea',
      namespace: 'acArea.sharjah.al-majaz',
    });
    expect(paths).toContain('/abu-dhabi/ac-services/al-reem-island');
    expect(emirates).toHaveLength(8);
  });
  it('gives every article a service the quote form offers', () => {
    const offered = services.flatMap((s) => [s.slug, ...s.subs.map((sub) => `${s.slug}/${sub}`)]);
    for (const [slug, service] of Object.entries(articleServices))
      expect(offered, slug).toContain(service);
  });
  it('lands every footer service link on a real page', () => {
    for (const l of footerServiceLinks) expect(paths).toContain(l.href);
  });
  it('links each area only to other areas of its own emirate', () => {
    for (const e of emirates) {
      const slugs = e.areas.map((a) => a.slug);
      expect(new Set(slugs).size, e.slug).toBe(slugs.length);
      // An area slug must not shadow one of the emirate's AC sub-pages under the same URL.
      for (const s of slugs) expect(e.acSubs, `${e.slug}/${s}`).not.toContain(s);
      for (const a of e.areas)
        for (const n of a.neighbours) {
          expect(slugs, `${e.slug}/${a.slug} -> ${n}`).toContain(n);
          expect(n, `${e.slug}/${a.slug}`).not.toBe(a.slug);
        }
    }
  });
  it('backs every trade page with a UAE-wide service', () => {
    for (const e of emirates)
      for (const t of e.trades) expect(findService(t.service), `${e.slug}/${t.slug}`).toBeDefined();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoProblem, photos, photosOf, type Photo } from './photos';

const exists = (src: string) => fs.existsSync(path.join(process.cwd(), 'public', src));

describe('photos', () => {
  it('every entry the owner added can be shown', () => {
    expect(photos.map((p) => photoProblem(p, exists)).filter(Boolean)).toEqual([]);
  });

  it('refuses an entry with no file, no size or a missing alt text', () => {
    const good: Photo = {
      src: '/photos/team.jpg',
      width: 1600,
      height: 1067,
      kind: 'team',
      alt: { en: 'Our technicians in Dubai', ar: 'فنيّونا في دبي' },
    };
    expect(photoProblem(good, () => true)).toBeNull();
    expect(photoProblem(good, () => false)).toMatch(/no such file/);
    expect(photoProblem({ ...good, width: 0 }, () => true)).toMatch(/width and height/);
    expect(photoProblem({ ...good, alt: { en: 'Team', ar: '' } }, () => true)).toMatch(/alt/);
    expect(photoProblem({ ...good, src: '/photos/../x.jpg' }, () => true)).toMatch(/directly/);
  });

  it('picks the photos of a slot by kind', () => {
    const make = (kind: Photo['kind']): Photo => ({
      src: `/photos/${kind}.jpg`,
      width: 4,
      height: 3,
      kind,
      alt: { en: 'a photo', ar: 'صورة لنا' },
    });
    const list = [make('team'), make('van'), make('before-after')];
    expect(photosOf(['team', 'van'], list).map((p) => p.kind)).toEqual(['team', 'van']);
    expect(photosOf(['before-after'], [])).toEqual([]);
  });
});

/**
 * The company's own photographs: the owner adds a file under public/photos/ and one entry here. Pages
 * with a photo slot show the photos of their kinds (components/content/Photos.tsx) through next/image
 * (resized, modern formats, lazy), with width and height so nothing shifts while they load. With no
 * entry of a kind the slot renders nothing: no empty frame, and no illustration passed off as the
 * company's work. lib/content/photos.test.ts checks each entry (file present, sizes, both alt texts).
 *
 * Slots: the about page (team, van) and the case studies (before-after).
 */
export type PhotoKind = 'team' | 'van' | 'before-after';

export interface Photo {
  /** Under public/photos, e.g. '/photos/team-sharjah-2026.jpg'. */
  src: `/photos/${string}`;
  /** The file's own size in pixels (its proportions keep the space reserved while it loads). */
  width: number;
  height: number;
  /** What the photo shows, for people who cannot see it, in both languages. */
  alt: { en: string; ar: string };
  kind: PhotoKind;
}

export const photos: readonly Photo[] = [
  // { src: '/photos/team-dubai.jpg', width: 1600, height: 1067, kind: 'team',
  //   alt: { en: 'Our AC technicians in Dubai', ar: 'فنيّو التكييف لدينا في دبي' } },
];

export const photosOf = (kinds: readonly PhotoKind[], list: readonly Photo[] = photos) =>
  list.filter((p) => kinds.includes(p.kind));

/** Why an entry cannot be shown as it is, or null. `exists` tells whether its file is there. */
export function photoProblem(photo: Photo, exists: (src: string) => boolean): string | null {
  if (!/^\/photos\/[\w-]+\.(jpe?g|png|webp|avif)$/i.test(photo.src))
    return `${photo.src}: a .jpg, .png, .webp or .avif file directly under public/photos`;
  if (!exists(photo.src)) return `${photo.src}: no such file under public/`;
  if (!(photo.width > 0 && photo.height > 0)) return `${photo.src}: width and height in pixels`;
  if (photo.alt.en.trim().length < 5 || photo.alt.ar.trim().length < 5)
    return `${photo.src}: alt text in English and Arabic`;
  return null;
}

import type { PreparedPhoto } from './store';
import type { PhotoError } from './submit';

// Photos a visitor sends with a booking. (Interface only; the re-encoding lands with the photo work.)

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type PhotosResult =
  { ok: true; photos: PreparedPhoto[] } | { ok: false; error: PhotoError; file?: string };

/** Checks and re-encodes the files of a booking form; empty file inputs (no file chosen) are skipped. */
export async function preparePhotos(files: File[]): Promise<PhotosResult> {
  const chosen = files.filter((f) => f.size > 0);
  if (chosen.length === 0) return { ok: true, photos: [] };
  return { ok: false, error: 'notImage', file: chosen[0]!.name };
}

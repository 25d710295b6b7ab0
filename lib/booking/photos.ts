import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import type { PreparedPhoto } from './store';

// Photos a visitor sends with a booking. Every file is decoded and re-encoded as a plain JPEG: what is
// stored is pixels only, never the phone's metadata (EXIF carries GPS positions, personal data), and
// never bytes the visitor chose (a file that only looks like an image cannot reach staff's browser).

export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored photo: enough to read a model plate, ~0.5–1 MB as JPEG. */
export const MAX_PHOTO_SIDE = 2000;
/**
 * Decoded size accepted, in pixels: a 48 MP phone photo passes; a small file that claims 100 000 ×
 * 100 000 pixels (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Why a photo was refused; the form names the file and keeps everything else typed. */
export type PhotoError = 'tooMany' | 'tooLarge' | 'tooManyPixels' | 'notImage';

export type PhotosResult =
  { ok: true; photos: PreparedPhoto[] } | { ok: false; error: PhotoError; file?: string };

// Memory. A decode holds up to MAX_INPUT_PIXELS × 4 bytes (200 MB); libvips' operation cache would keep
// decoded images after the request. So the cache is off, and one server decodes at most two photos at
// a time whoever sends them: a burst of large uploads waits its turn instead of growing the process
// (bench/photo-memory.ts measures it).
sharp.cache(false);
export const DECODES_AT_ONCE = 2;
const decodeSlot = pLimit(DECODES_AT_ONCE);

type Kind = 'jpeg' | 'png' | 'webp' | 'heif';

/** HEIF-family brands (HEIC from phones, HEIF, AVIF) in a file's ftyp box. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif']);
/** The brands heic-decode (libheif) is used for when libvips cannot decode the file itself. */
const hevcBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type from the file's first bytes; the name and the browser's type are not trusted. */
export function sniffImage(bytes: Uint8Array): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands, up to the end of the ftyp box.
    const boxEnd = Math.min(
      new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
      bytes.length,
    );
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => heifBrands.has(b))) return 'heif';
  }
  return null;
}

class TooManyPixels extends Error {}

function checkPixels(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw new Error('no dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixels();
}

/** EXIF orientation applied, fitted within MAX_PHOTO_SIDE, JPEG; sharp writes no metadata by default. */
async function toJpeg(image: Sharp): Promise<PreparedPhoto> {
  const { data, info } = await image
    .rotate()
    .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
    // Transparent areas of a PNG or WebP become white, not JPEG's black.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { mime: 'image/jpeg', width: info.width, height: info.height, data: new Uint8Array(data) };
}

async function withSharp(bytes: Uint8Array): Promise<PreparedPhoto> {
  // Dimensions come from the header alone, before any pixel is decoded (sharp's own pixel limit would
  // refuse the header too, as an error that does not say why).
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  checkPixels(meta.width, meta.height);
  return toJpeg(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }));
}

/**
 * HEIC from iPhones is HEVC-coded, which the prebuilt libvips cannot decode (patents): libheif compiled
 * to WebAssembly decodes it to RGBA, loaded only when such a file arrives. libheif applies the HEIF
 * rotation and mirroring itself while decoding.
 */
async function withLibheif(bytes: Uint8Array): Promise<PreparedPhoto> {
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('no image');
    checkPixels(first.width, first.height);
    const { width, height, data } = await first.decode();
    return toJpeg(
      sharp(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      }),
    );
  } finally {
    images.dispose();
  }
}

async function prepareOne(bytes: Uint8Array, kind: Kind): Promise<PreparedPhoto> {
  if (kind !== 'heif') return withSharp(bytes);
  try {
    // AVIF (and HEIC, should libvips ever decode HEVC) directly.
    return await withSharp(bytes);
  } catch (error) {
    if (error instanceof TooManyPixels || !hevcBrands.has(ascii(bytes, 8, 12))) throw error;
    return withLibheif(bytes);
  }
}

/**
 * The checks that read no pixel: how many files and how many bytes. Empty file inputs (no file chosen)
 * are skipped. Runs before the form is validated: a refused post reads no file at all.
 */
export function checkPhotoFiles(
  files: File[],
): { ok: true; files: File[] } | { ok: false; error: PhotoError; file?: string } {
  const chosen = files.filter((f) => f.size > 0);
  if (chosen.length > MAX_PHOTOS) return { ok: false, error: 'tooMany' };
  const large = chosen.find((f) => f.size > MAX_PHOTO_BYTES);
  if (large) return { ok: false, error: 'tooLarge', file: large.name };
  return { ok: true, files: chosen };
}

/**
 * Decodes and re-encodes checked files, one at a time (a request holds at most one decoded photo),
 * each in one of the server's decode slots. Called only once the booking is valid and counted against
 * the sender's rate limit (lib/requests/submit.ts), so decoding work per address is capped by that limit.
 */
export async function decodePhotos(files: File[]): Promise<PhotosResult> {
  const photos: PreparedPhoto[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) return { ok: false, error: 'notImage', file: file.name };
    try {
      photos.push(await decodeSlot(() => prepareOne(bytes, kind)));
    } catch (error) {
      // An image type in its first bytes but no decodable picture behind them is no image either.
      const code = error instanceof TooManyPixels ? 'tooManyPixels' : 'notImage';
      return { ok: false, error: code, file: file.name };
    }
  }
  return { ok: true, photos };
}

/** Both steps at once: for callers that have no form to validate in between (tests, seed routes). */
export async function preparePhotos(files: File[]): Promise<PhotosResult> {
  const checked = checkPhotoFiles(files);
  return checked.ok ? decodePhotos(checked.files) : checked;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, preparePhotos, sniffImage } from './photos';

// Fixtures are made here with sharp itself, except the HEIC one (sharp's libvips cannot encode HEVC):
// tests/fixtures/booking-photo.heic was made once with libheif's heif-enc from a 120 × 80 JPEG (left
// half red, right half blue) carrying EXIF (Make "TestPhone").

/** A w × h picture: left half red, right half blue, so rotation can be seen in the pixels. */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels.set(x < width / 2 ? [220, 40, 40] : [30, 90, 210], i);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const gps = {
  IFD0: { Make: 'TestPhone', Model: 'X1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '25/1 12/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '55/1 16/1 0/1',
  },
};

const file = (bytes: Uint8Array | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

const empty = () => new File([], '', { type: 'application/octet-stream' });

/** The colour of one pixel of a stored photo. */
async function pixel(data: Uint8Array, x: number, y: number) {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 100 && b! < 100;
const isBlue = ([r, , b]: number[]) => b! > 150 && r! < 100;

/** A tiny PNG that claims `width` × `height` grey pixels: a header and the first rows only. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('preparePhotos', () => {
  it('removes EXIF with the GPS position and applies the orientation', async () => {
    // Stored 300 × 200 with orientation 6: a phone held upright, shown 200 × 300, rotated clockwise.
    const input = await halves(300, 200)
      .jpeg()
      .withExif(gps)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestPhone');
    expect(before.orientation).toBe(6);

    const result = await preparePhotos([file(input, 'IMG_0001.JPG')]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [photo] = result.photos;
    expect(photo).toMatchObject({ mime: 'image/jpeg', width: 200, height: 300 });
    const after = await sharp(photo!.data).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(photo!.data).toString('latin1')).not.toContain('TestPhone');
    // The left half (red) is now on top.
    expect(isRed(await pixel(photo!.data, 100, 10))).toBe(true);
    expect(isBlue(await pixel(photo!.data, 100, 290))).toBe(true);
  });

  it('fits a large photo within 2000 × 2000 and never enlarges a small one', async () => {
    const large = await halves(4000, 1000).png().toBuffer();
    const small = await halves(64, 48).webp().toBuffer();
    const result = await preparePhotos([
      file(large, 'wide.png', 'image/png'),
      file(small, 'small.webp', 'image/webp'),
    ]);
    expect(result).toMatchObject({
      ok: true,
      photos: [
        { mime: 'image/jpeg', width: 2000, height: 500 },
        { mime: 'image/jpeg', width: 64, height: 48 },
      ],
    });
  });

  it('re-encodes PNG, WebP and AVIF as JPEG whatever name or type the browser gave', async () => {
    const png = await halves(40, 30).png().toBuffer();
    const webp = await halves(40, 30).webp().toBuffer();
    const avif = await halves(40, 30).avif().toBuffer();
    const result = await preparePhotos([
      file(png, 'a.jpg', 'image/jpeg'),
      file(webp, 'b', ''),
      file(avif, 'c.avif', 'image/avif'),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.photos).toHaveLength(3);
    for (const photo of result.photos) {
      expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
      expect(isRed(await pixel(photo.data, 2, 15))).toBe(true);
    }
  });

  it('decodes an iPhone-style HEIC (HEVC) and drops its EXIF', async () => {
    const heic = readFileSync(path.join(process.cwd(), 'tests/fixtures/booking-photo.heic'));
    expect(sniffImage(heic)).toBe('heif');
    expect(heic.toString('latin1')).toContain('TestPhone');
    const result = await preparePhotos([file(heic, 'IMG_0002.HEIC', 'image/heic')]);
    expect(result).toMatchObject({
      ok: true,
      photos: [{ mime: 'image/jpeg', width: 120, height: 80 }],
    });
    if (!result.ok) return;
    const photo = result.photos[0]!;
    expect((await sharp(photo.data).metadata()).exif).toBeUndefined();
    expect(Buffer.from(photo.data).toString('latin1')).not.toContain('TestPhone');
    expect(isRed(await pixel(photo.data, 10, 40))).toBe(true);
    expect(isBlue(await pixel(photo.data, 110, 40))).toBe(true);
  });

  it('skips empty file inputs (no file chosen)', async () => {
    expect(await preparePhotos([empty(), empty()])).toEqual({ ok: true, photos: [] });
    const jpeg = await halves(20, 20).jpeg().toBuffer();
    const result = await preparePhotos([empty(), ...Array(5).fill(file(jpeg, 'p.jpg')), empty()]);
    expect(result.ok && result.photos.length).toBe(5);
  });

  it('refuses more than 5 photos', async () => {
    const jpeg = await halves(20, 20).jpeg().toBuffer();
    const six = Array.from({ length: 6 }, (_, i) => file(jpeg, `p${i}.jpg`));
    expect(await preparePhotos(six)).toEqual({ ok: false, error: 'tooMany' });
  });

  it('refuses a file over 10 MB, naming it', async () => {
    const jpeg = await halves(20, 20).jpeg().toBuffer();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(jpeg);
    expect(await preparePhotos([file(jpeg, 'ok.jpg'), file(big, 'huge.jpg')])).toEqual({
      ok: false,
      error: 'tooLarge',
      file: 'huge.jpg',
    });
    const exactly = new Uint8Array(MAX_PHOTO_BYTES);
    exactly.set(jpeg);
    // At the limit the size passes; this one then decodes as the small JPEG at its start.
    expect((await preparePhotos([file(exactly, 'edge.jpg')])).ok).toBe(true);
  });

  it('refuses a text file renamed .jpg, naming it', async () => {
    const result = await preparePhotos([file('not a photo\n', 'notes.jpg', 'image/jpeg')]);
    expect(result).toEqual({ ok: false, error: 'notImage', file: 'notes.jpg' });
  });

  it('refuses a file that starts like an image but does not decode', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheicmif1heic', 'latin1'),
      Buffer.alloc(2000, 1),
    ]);
    expect(await preparePhotos([file(fakeJpeg, 'broken.jpg')])).toEqual({
      ok: false,
      error: 'notImage',
      file: 'broken.jpg',
    });
    expect(await preparePhotos([file(fakeHeic, 'broken.heic', 'image/heic')])).toEqual({
      ok: false,
      error: 'notImage',
      file: 'broken.heic',
    });
  });

  it('refuses a video and other ISO files that are not HEIF', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'),
    ]);
    expect(await preparePhotos([file(mp4, 'clip.jpg')])).toMatchObject({ error: 'notImage' });
  });

  it('refuses a decompression bomb without decoding it, saying its pixels are the problem', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await preparePhotos([file(bomb, 'bomb.png', 'image/png')])).toEqual({
      ok: false,
      error: 'tooManyPixels',
      file: 'bomb.png',
    });
  });
});

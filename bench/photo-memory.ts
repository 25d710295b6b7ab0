// `npm run bench:photos`: what a burst of large photo uploads costs one server in memory and time.
// BURST visitors (default 12) each send 5 photos of 7000 × 7000 pixels (49 megapixels, the probe's
// case) at once, through decodePhotos, the step a booking's photos take once admitted. Prints the peak
// resident memory above the starting point, the time the burst took and the memory left after it;
// figures only, nothing asserts. The decode slots (DECODES_AT_ONCE) are what bounds the peak.
import sharp from 'sharp';
import { DECODES_AT_ONCE, decodePhotos } from '../lib/booking/photos';

const burst = Number(process.env.BURST ?? 12);
const side = Number(process.env.SIDE ?? 7000);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function largePhoto() {
  // Noise compresses badly, so the file is large and the decode real; one file reused by every visitor.
  const raw = Buffer.alloc(side * 8 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const strip = await sharp(raw, { raw: { width: side, height: 8, channels: 3 } })
    .png()
    .toBuffer();
  const data = await sharp(strip)
    .resize(side, side, { fit: 'fill', kernel: 'nearest' })
    .jpeg({ quality: 70 })
    .toBuffer();
  return new File([new Uint8Array(data)], 'large.jpg', { type: 'image/jpeg' });
}

async function main() {
  const file = await largePhoto();
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const began = performance.now();
  const results = await Promise.all(
    Array.from({ length: burst }, () => decodePhotos(Array(5).fill(file))),
  );
  const took = performance.now() - began;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
  console.log(
    [
      `photo burst: ${burst} visitors × 5 photos of ${side} × ${side} (${mb(file.size)} each as JPEG)`,
      `decode slots: ${DECODES_AT_ONCE}; all decoded: ${results.every((r) => r.ok)}`,
      `time: ${(took / 1000).toFixed(1)} s (${(took / burst / 5) | 0} ms a photo)`,
      `memory: start ${mb(start)}, peak ${mb(peak)} (+${mb(peak - start)}), after ${mb(process.memoryUsage().rss)}`,
    ].join('\n'),
  );
}

void main();

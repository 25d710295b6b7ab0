// Renders the PNG icons (apple-touch icon, favicon sizes) from the SVG logo with resvg, and wraps the
// small ones in favicon.ico. Run once after changing app/icon.svg: npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const svg = fs.readFileSync('app/icon.svg', 'utf8');
const png = (size: number) =>
  Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

fs.writeFileSync('app/apple-icon.png', png(180));
fs.writeFileSync('public/icon-192.png', png(192));
fs.writeFileSync('public/icon-512.png', png(512));

// ICO with embedded PNG images (supported by every current browser).
const images = [16, 32, 48].map((size) => ({ size, data: png(size) }));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, i) => {
  const at = 6 + i * 16;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += data.length;
});
fs.writeFileSync('app/favicon.ico', Buffer.concat([header, ...images.map((i) => i.data)]));
console.log('icons written');

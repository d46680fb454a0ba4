#!/usr/bin/env node
// Draws the app's icons (shell/public/icons/*.png) without any image tool: the navbar's dark
// square with a light roof over three rising bars (property and figures). Shapes are drawn at
// 4× and averaged down for smooth edges; the PNG is written by hand (zlib + CRC-32).
// Run again after a change: node shell/pwa/makeIcons.cjs (the PNGs are committed).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const OUT = path.join(__dirname, '..', 'public', 'icons');

const BACKGROUND = [0x1d, 0x23, 0x2b]; // the navbar
const LIGHT = [0xf1, 0xf4, 0xf8]; // the navbar's text
const ACCENT = [0x7c, 0xb3, 0xf7]; // the dark theme's accent

/** The glyph in a unit square (0..1), each shape with its colour. */
function glyph(x, y) {
  // Roof: a chevron 0.09 thick, apex at (0.5, 0.08).
  const roof = Math.abs(y - (0.08 + Math.abs(x - 0.5) * 0.8)) < 0.065 && x > 0.06 && x < 0.94;
  if (roof) return ACCENT;
  const bars = [
    [0.2, 0.36, 0.7],
    [0.42, 0.58, 0.56],
    [0.64, 0.8, 0.43],
  ];
  for (const [left, right, top] of bars) if (x >= left && x <= right && y >= top && y <= 0.92) return LIGHT;
  return null;
}

/**
 * @param {number} size  pixels
 * @param {number} glyphShare  the glyph's width as a share of the icon (a maskable icon keeps
 *   it inside the central safe circle, 80 % of the width)
 */
function draw(size, glyphShare) {
  const SS = 4;
  const pixels = Buffer.alloc(size * size * 4);
  const margin = (1 - glyphShare) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const gx = ((px + (sx + 0.5) / SS) / size - margin) / glyphShare;
          const gy = ((py + (sy + 0.5) / SS) / size - margin) / glyphShare;
          const colour = (gx >= 0 && gx <= 1 && gy >= 0 && gy <= 1 && glyph(gx, gy)) || BACKGROUND;
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(sum[c] / (SS * SS));
      pixels[at + 3] = 255;
    }
  }
  return png(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, each row with filter 0. */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  ['icon-32.png', 32, 0.8],
  ['apple-touch-icon.png', 180, 0.66],
  ['icon-192.png', 192, 0.66],
  ['icon-512.png', 512, 0.66],
  ['icon-maskable-512.png', 512, 0.5],
];

fs.mkdirSync(OUT, { recursive: true });
for (const [file, size, share] of ICONS) {
  fs.writeFileSync(path.join(OUT, file), draw(size, share));
  console.log(`${file} (${size}×${size})`);
}

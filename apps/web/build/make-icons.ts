/**
 * Writes the installed app's icons (public/icons/) from the logo in public/favicon.svg: 192 and 512 px
 * as they are, and a 512 px maskable one whose glyph sits inside the safe circle (the middle 80%) on
 * a full square of the logo's colour, so a launcher's mask never cuts it. Run it again after the logo
 * changes: `node apps/web/build/make-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const webRoot = path.resolve(import.meta.dirname, '..');
const logo = fs.readFileSync(path.join(webRoot, 'public/favicon.svg'), 'utf8');
const outDir = path.join(webRoot, 'public/icons');

// The maskable icon: no rounded corners, and the glyph drawn at 60% of its size around the centre.
const maskable = logo
  .replace('rx="8"', 'rx="0"')
  .replace(/<path /, '<g transform="translate(6.4 6.4) scale(0.6)"><path ')
  .replace('</svg>', '</g></svg>');

const write = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));

fs.mkdirSync(outDir, { recursive: true });
await write(logo, 192, 'icon-192.png');
await write(logo, 512, 'icon-512.png');
await write(maskable, 512, 'icon-maskable-512.png');

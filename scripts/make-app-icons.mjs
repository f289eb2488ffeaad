#!/usr/bin/env node
// Writes the installed app's icons (apps/web/public/icons) from the favicon's drawing: 192 and 512 px, and a
// maskable 512 px whose mark stays inside the safe circle (80 % of the side) that launchers may crop to.
// Run again when apps/web/public/favicon.svg changes: `node scripts/make-app-icons.mjs`. The PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const web = new URL('../apps/web/', import.meta.url);
const svg = readFileSync(new URL('public/favicon.svg', web), 'utf8').trim();
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#b91c1c';
const marks = svg.replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
const inner = marks.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

const write = (source, size, name) =>
  sharp(Buffer.from(source), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`public/icons/${name}`, web).pathname);

await write(svg, 192, 'icon-192.png');
await write(svg, 512, 'icon-512.png');
// Full-bleed background, the mark scaled to 70 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.7) translate(-16 -15.75)">${inner}</g></svg>`;
await write(maskable, 512, 'icon-maskable-512.png');
console.log('icons written to apps/web/public/icons');

/**
 * `npm run art`: writes every picture of the site into public/ (see README.md beside this file).
 *
 *   npm run art                   all pictures and the four clips
 *   npm run art -- --no-video     pictures only
 *   npm run art -- --only=cases   only slots whose path contains "cases"
 *
 * Output is deterministic: the same sources give the same bytes on every run.
 */
import * as fs from 'fs';
import * as path from 'path';
import { loadArtData } from './data';
import { VIDEO_COUNT, buildSlots } from './manifest';
import { VIDEO, hasFfmpeg, renderClip } from './video';

/* eslint-disable no-console */

const PUBLIC = path.resolve(__dirname, '../../public');
const SOFT_LIMIT = 15 * 1024;

/** Lets the project's own modules use the `@/` alias of umi when ts-node loads them. */
function aliasAtSign(): void {
  // eslint-disable-next-line @typescript-eslint/no-var-requires, global-require
  const Module = require('module') as {
    _resolveFilename: (request: string, ...rest: unknown[]) => string;
  };
  const original = Module._resolveFilename;
  const src = path.resolve(__dirname, '../../src');
  Module._resolveFilename = (request: string, ...rest: unknown[]) =>
    original(request.startsWith('@/') ? path.join(src, request.slice(2)) : request, ...rest);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const args = process.argv.slice(2);
  const noVideo = args.includes('--no-video');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

  aliasAtSign();
  const data = loadArtData();
  data.missing.forEach((file) =>
    console.log(`[art] ${file} is not available yet: pictures fall back to ids / default offices.`),
  );

  const slots = buildSlots(data).filter((s) => !only || s.path.includes(only));
  let total = 0;
  let written = 0;
  const sizes: { path: string; bytes: number }[] = [];
  for (const slot of slots) {
    const svg = slot.render();
    const file = path.join(PUBLIC, slot.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const same = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === svg;
    if (!same) {
      fs.writeFileSync(file, svg);
      written += 1;
    }
    const bytes = Buffer.byteLength(svg);
    total += bytes;
    sizes.push({ path: slot.path, bytes });
  }
  sizes.sort((a, b) => b.bytes - a.bytes);
  console.log(`[art] ${slots.length} pictures, ${written} changed, ${kb(total)} in all.`);
  console.log(
    `[art] largest: ${sizes
      .slice(0, 3)
      .map((s) => `${s.path} (${kb(s.bytes)})`)
      .join(', ')}`,
  );
  const heavy = sizes.filter((s) => s.bytes > SOFT_LIMIT);
  if (heavy.length)
    console.warn(`[art] over ${kb(SOFT_LIMIT)}: ${heavy.map((s) => s.path).join(', ')}`);

  if (noVideo || (only && !'images/videos/video.mp4'.includes(only))) return;
  if (!hasFfmpeg()) {
    console.log('[art] ffmpeg not found: videos skipped, the committed clips are kept.');
    return;
  }
  for (let i = 1; i <= VIDEO_COUNT; i += 1) {
    const out = path.join(PUBLIC, `images/videos/video-${i}.mp4`);
    const bytes = renderClip(i, out);
    const warn = bytes > VIDEO.maxBytes ? ' (over the 500 KB budget!)' : '';
    console.log(`[art] images/videos/video-${i}.mp4: ${kb(bytes)}, ${VIDEO.seconds} s${warn}`);
  }
}

main();

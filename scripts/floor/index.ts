/**
 * `npm run check:floor`: every JS file of the build (dist/, or LANTU_DIST) against the floor's
 * check (./check.ts), and every stylesheet against config/floorCss.ts (no rule the floor would
 * lose for one selector it cannot parse; cascade layers only with the unlayered antd file beside
 * them). Prints each problem with its file and place, and exits 1 when there is one;
 * `npm test` runs the same check on the browser tests' build (tests/unit/scripts/floor.test.ts).
 */
import fs from 'fs';
import path from 'path';
import { distDir } from '../../server/paths';
import { floorCssProblems } from '../../config/floorCss';
import { checkFloor } from './check';
import type { FloorProblem } from './check';

/** Every `.js` file under `dir` (the bundles at the top, nothing else is script). */
export function scriptsOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.js'))
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Every built stylesheet under `dir` (the bundles' and the unlayered antd file). */
export function stylesheetsOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.css'))
    .map((d) => d.name)
    .sort();
}

/** The unlayered antd file config/plugin.ts writes beside the bundles. */
const UNLAYERED_ANTD = /^antd-unlayered\.[0-9a-f]{8}\.css$/;

export function checkDist(dir: string): {
  files: number;
  stylesheets: number;
  problems: FloorProblem[];
} {
  const files = scriptsOf(dir);
  const problems = files.flatMap((f) => checkFloor(fs.readFileSync(path.join(dir, f), 'utf8'), f));
  const sheets = stylesheetsOf(dir);
  // Cascade layers are covered where the unlayered copy exists (and has none itself).
  const covered = sheets.some((f) => UNLAYERED_ANTD.test(f));
  for (const f of sheets) {
    floorCssProblems(
      fs.readFileSync(path.join(dir, f), 'utf8'),
      f,
      covered && !UNLAYERED_ANTD.test(f),
    ).forEach((p) => problems.push({ file: p.file, line: p.line, column: 0, what: p.what }));
  }
  if (!covered && sheets.some((f) => /@layer/.test(fs.readFileSync(path.join(dir, f), 'utf8'))))
    problems.push({
      file: '(dist)',
      line: 0,
      column: 0,
      what: 'cascade layers without the unlayered antd file (antd-unlayered.<hash>.css)',
    });
  return { files: files.length, stylesheets: sheets.length, problems };
}

if (require.main === module) {
  const dir = distDir();
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`check:floor: ${dir} has no build (npm run build first)`);
    process.exit(1);
  }
  const { files, stylesheets, problems } = checkDist(dir);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.what}`);
  console.log(
    problems.length
      ? `check:floor: ${problems.length} problems in ${new Set(problems.map((p) => p.file)).size} of ${files} scripts and ${stylesheets} stylesheets`
      : `check:floor: ${files} scripts run at the floor (ES2021, Chromium 87, Safari 14), and ${stylesheets} stylesheets lose nothing there but what they add on top`,
  );
  process.exit(problems.length ? 1 : 0);
}

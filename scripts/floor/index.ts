/**
 * `npm run check:floor`: every JS file of the build (dist/, or LANTU_DIST) against the floor's
 * check (./check.ts). Prints each problem with its file and place, and exits 1 when there is one;
 * `npm test` runs the same check on the browser tests' build (tests/unit/scripts/floor.test.ts).
 */
import fs from 'fs';
import path from 'path';
import { distDir } from '../../server/paths';
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

export function checkDist(dir: string): { files: number; problems: FloorProblem[] } {
  const files = scriptsOf(dir);
  const problems = files.flatMap((f) => checkFloor(fs.readFileSync(path.join(dir, f), 'utf8'), f));
  return { files: files.length, problems };
}

if (require.main === module) {
  const dir = distDir();
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`check:floor: ${dir} has no build (npm run build first)`);
    process.exit(1);
  }
  const { files, problems } = checkDist(dir);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.what}`);
  console.log(
    problems.length
      ? `check:floor: ${problems.length} problems in ${new Set(problems.map((p) => p.file)).size} of ${files} scripts`
      : `check:floor: ${files} scripts run at the floor (ES2021, Chromium 87, Safari 14)`,
  );
  process.exit(problems.length ? 1 : 0);
}

/**
 * `npm run tokens`: writes src/styles/tokens.less from src/styles/tokens.ts (see src/styles/README.md).
 * Run it after changing a token; tests/unit/styles/tokens.test.ts fails while the file is stale.
 */
import fs from 'fs';
import path from 'path';
import { tokensLess } from '../src/styles/generate';

const file = path.resolve(__dirname, '../src/styles/tokens.less');
const next = tokensLess();
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (before === next) {
  console.log('src/styles/tokens.less is current');
} else {
  fs.writeFileSync(file, next);
  console.log('written: src/styles/tokens.less');
}

/**
 * server/nginx/lantu-security-headers.conf is written from config/csp.ts (the one list of headers):
 * `npm run nginx:headers` after a change there or to the head script (its hash is in the CSP).
 * tests/unit/server/nginx.test.ts fails while the committed file differs.
 */
import fs from 'fs';
import path from 'path';
import { SECURITY_HEADERS } from '../../config/csp';

export const SNIPPET_FILE = path.join(__dirname, 'lantu-security-headers.conf');

/** nginx string: double quotes, with `"` and `\` escaped (none occur today). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

export function securityHeadersSnippet(): string {
  return [
    '# The security headers of every response of the site. Written by `npm run nginx:headers` from',
    '# config/csp.ts; do not edit by hand. nginx copies server-level add_header lines only into',
    '# locations that set none of their own, so every location that adds a header includes this',
    '# file (server/nginx/lantu.conf). `always`: 404 and error answers carry them too.',
    ...SECURITY_HEADERS.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    '',
  ].join('\n');
}

if (require.main === module) {
  fs.writeFileSync(SNIPPET_FILE, securityHeadersSnippet());
  // eslint-disable-next-line no-console
  console.log(`已写入 ${path.relative(process.cwd(), SNIPPET_FILE)}`);
}

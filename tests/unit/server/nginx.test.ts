/**
 * server/nginx: the snippet is config/csp.ts's headers, every location that adds a header
 * includes it (nginx drops the server's add_header lines in such a location), and the preview
 * changes nothing in lantu.conf but its three `deploy:` lines. The config itself is run by
 * tests/e2e/nginx.spec.ts.
 */
import fs from 'fs';
import { NO_CACHE, SECURITY_HEADERS } from '../../../config/csp';
import { securityHeadersSnippet } from '../../../server/nginx/headers';
import { HEADERS_SNIPPET, localSiteConfig, SITE_CONFIG } from '../../../server/nginx/serve';
import { DEFAULT_ANSWER_MS } from '../../../server/pictures/daemon';

const site = fs.readFileSync(SITE_CONFIG, 'utf8');

/** The file without comments; quoted strings kept whole (the JSON bodies hold braces). */
function uncommented(text: string): string {
  return text.replace(/'[^']*'|"[^"]*"|#[^\n]*/g, (m) => (m.startsWith('#') ? '' : m));
}

/** A location block: heading and body, braces inside quotes ignored (no nested blocks here). */
const LOCATION = /^\s*location\s+((?:"[^"]*"|[^{"])+)\{((?:'[^']*'|"[^"]*"|[^}'"])*)\}/gm;

function locations(text: string): { head: string; body: string }[] {
  return [...uncommented(text).matchAll(LOCATION)].map((m) => ({ head: m[1].trim(), body: m[2] }));
}

describe('server/nginx', () => {
  it('the committed snippet is config/csp.ts’s headers (npm run nginx:headers)', () => {
    expect(fs.readFileSync(HEADERS_SNIPPET, 'utf8')).toBe(securityHeadersSnippet());
    SECURITY_HEADERS.forEach(([name, value]) =>
      expect(securityHeadersSnippet()).toContain(`add_header ${name} "${value}" always;`),
    );
  });

  it('every location that adds a header or answers itself includes the security headers', () => {
    const blocks = locations(site);
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    // Nothing at the server level that a location would silently drop.
    expect(uncommented(site).replace(LOCATION, '')).not.toMatch(/add_header/);
    blocks
      .filter((b) => /add_header|return [0-9]{3} '|proxy_pass/.test(b.body))
      .forEach((b) =>
        expect([b.head, b.body.includes('include snippets/lantu-security-headers.conf;')]).toEqual([
          b.head,
          true,
        ]),
      );
  });

  it('answers unknown paths with a real 404 (never a fallback page with 200)', () => {
    expect(site).toContain('error_page 404 /404.html;');
    expect(site).not.toMatch(/try_files[^;]*\/(?:index|404)\.html;/);
    const blocks = locations(site);
    blocks
      .filter((b) => b.body.includes('try_files'))
      .forEach((b) => {
        // The last resort is a 404, or a named location whose own last resort is one (an item
        // page: the publisher's, whose 404 is the 404 page and whose failure is the shell's).
        const lastResort = /try_files[^;]*\s(\S+);/.exec(b.body)?.[1] ?? '';
        const named =
          lastResort === '$lantu_item_missing'
            ? '@lantu_item_shell'
            : /^@\w+$/.exec(lastResort)?.[0];
        let body = named ? (blocks.find((other) => other.head === named)?.body ?? '') : b.body;
        // A named location that proxies (a picture: the picture service) ends where its failures go.
        for (let hop = 0; hop < 3 && !/(?:=404|return 404);/.test(body); hop += 1) {
          const failure = /error_page[^;=]*=\s*(@\w+);/.exec(body)?.[1];
          body = blocks.find((other) => other.head === failure)?.body ?? body;
        }
        expect([b.head, body]).toEqual([b.head, expect.stringMatching(/(?:=404|return 404);/)]);
      });
  });

  it('an item page the build did not draw: the publisher, whose 404 is a 404, else the shell', () => {
    const blocks = locations(site);
    const draw = blocks.find((b) => b.head === '@lantu_item_draw')?.body ?? '';
    expect(draw).toMatch(/proxy_pass http:\/\/lantu_publisher;/);
    expect(draw).toMatch(/proxy_intercept_errors on;/);
    expect(draw).toMatch(/error_page 404 \/404\.html;/);
    expect(draw).toMatch(/error_page 500 502 503 504 = @lantu_item_shell;/);
    // Only a plain-number id goes to the publisher: anything else is the shell at once.
    expect(uncommented(site)).toMatch(
      /map \$lantu_detail_id \$lantu_item_missing \{\s*none\s+\$lantu_item_shell;\s*default\s+@lantu_item_draw;/,
    );
  });

  it('every location that answers HTML says no-cache, no-transform (config/csp.ts NO_CACHE), once', () => {
    const blocks = locations(site);
    const html = [
      '/',
      '= /404.html',
      '= /customerCase/caseDetail',
      '= /newsLantu',
      '@lantu_item_draw',
      '@lantu_item_shell',
    ];
    expect(NO_CACHE).toBe('no-cache, no-transform');
    for (const head of html) {
      const body = blocks.find((b) => b.head === head)?.body ?? '';
      expect([head, body.match(/add_header Cache-Control "[^"]*" always;/g)]).toEqual([
        head,
        [`add_header Cache-Control "${NO_CACHE}" always;`],
      ]);
    }
    // The publisher's own Cache-Control is hidden: the page's answer carries nginx's only.
    expect(blocks.find((b) => b.head === '@lantu_item_draw')?.body).toMatch(
      /proxy_hide_header Cache-Control;/,
    );
    // No other location sends a bare no-cache.
    expect(uncommented(site)).not.toMatch(/"no-cache"/);
  });

  it('a picture variant the build did not write: the picture service, and the upload when it fails', () => {
    const blocks = locations(site);
    const variants = blocks.find((b) => b.head.startsWith('~ "^/_img/'))?.body ?? '';
    expect(variants).toMatch(/try_files \$uri @lantu_picture;/);
    const picture = blocks.find((b) => b.head === '@lantu_picture')?.body ?? '';
    expect(picture).toMatch(/proxy_pass http:\/\/lantu_pictures;/);
    expect(picture).toMatch(/proxy_intercept_errors on;/);
    // A hung, down or unreachable service costs at most 2.5 s before the upload is on its way,
    // and the service answers first (its 503 while it goes on) when an encode is merely slow.
    const ms = (name: string) => {
      const [, value, unit] = new RegExp(`${name} (\\d+)(ms|s);`).exec(picture) ?? [];
      return Number(value) * (unit === 's' ? 1000 : 1);
    };
    expect(ms('proxy_connect_timeout') + ms('proxy_read_timeout')).toBeLessThanOrEqual(2500);
    expect(ms('proxy_send_timeout')).toBeLessThanOrEqual(2000);
    expect(ms('proxy_read_timeout')).toBeGreaterThan(DEFAULT_ANSWER_MS);
    // Every failure — down (502), busy (503), too slow (504), a refusal — is the upload itself.
    const failures = /error_page ([0-9 ]+) = @lantu_original;/.exec(picture)?.[1].split(' ') ?? [];
    for (const status of ['400', '403', '404', '413', '415', '422', '500', '502', '503', '504']) {
      expect([status, failures.includes(status)]).toEqual([status, true]);
    }
    // Its answer is cached as the build's file is, with the service's own copy hidden.
    expect(picture).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(picture).toContain('proxy_hide_header Cache-Control;');
    expect(picture).toContain('proxy_hide_header X-Content-Type-Options;');
    expect(uncommented(site)).toMatch(
      /upstream lantu_pictures \{\s*server 127\.0\.0\.1:4292;\s*keepalive \d+;\s*\}/,
    );
    const original = blocks.find((b) => b.head === '@lantu_original')?.body ?? '';
    expect(original).toMatch(/rewrite "\^\/_img\/[^"]+" \/\$1 last;/);
  });

  it('an upload or site picture answered for a variant is cached a minute, by its own address as before', () => {
    const blocks = locations(site);
    const text = uncommented(site);
    for (const [name, own] of [
      ['$lantu_site_picture_cache', '"public, max-age=86400"'],
      ['$lantu_upload_cache', '$upstream_http_cache_control'],
    ]) {
      expect(text).toMatch(
        new RegExp(
          `map \\$request_uri \\${name} \\{\\s*"~\\^/_img/"\\s+"public, max-age=60";\\s*default\\s+${own.replace('$', '\\$')};\\s*\\}`,
        ),
      );
    }
    for (const head of ['/images/', '= /favicon.svg']) {
      expect(blocks.find((b) => b.head === head)?.body).toMatch(
        /add_header Cache-Control \$lantu_site_picture_cache always;/,
      );
    }
    const uploads = blocks.find((b) => b.head === '/uploads/')?.body ?? '';
    expect(uploads).toMatch(/proxy_hide_header Cache-Control;/);
    expect(uploads).toMatch(/add_header Cache-Control \$lantu_upload_cache always;/);
  });

  it('the preview replaces exactly the deploy: lines', () => {
    const local = localSiteConfig(site, {
      port: 5280,
      root: '/srv/dist',
      upstreamPort: 5281,
      publisherPort: 5282,
      picturesPort: 5283,
    });
    const changed = local.split('\n').filter((line, i) => line !== site.split('\n')[i]);
    expect(changed.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:5281;  # preview (was: deploy: upstream)',
      'server 127.0.0.1:5282;  # preview (was: deploy: publisher)',
      'server 127.0.0.1:5283;  # preview (was: deploy: pictures)',
      'listen 127.0.0.1:5280;  # preview (was: deploy: listen)',
      'root "/srv/dist";  # preview (was: deploy: root)',
    ]);
    expect(() => localSiteConfig(site.replace('# deploy: root', ''), {} as never)).toThrow(
      /deploy: root/,
    );
  });
});

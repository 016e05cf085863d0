/**
 * WeChat's JS-SDK and Baidu Tongji for the bench, which cannot reach res.wx.qq.com or
 * hm.baidu.com from here. Without them a configured build's third-party scripts fail at once
 * (the names do not resolve) and Lighthouse measures a page that never runs them. Here an HTTPS
 * server on 127.0.0.1 answers for both hosts (Chromium's `--host-resolver-rules`, a self-signed
 * certificate it is told to accept), with the specs' recording fakes (tests/e2e/chinaFakes.ts)
 * padded to the real files' sizes and sent uncompressed, so the network carries at least what the
 * real ones weigh and the main thread parses as much; Tongji's stand-in also sends its beacon
 * (hm.gif), as hm.js does. A build that configures neither never asks for them, so the server is
 * started for every run and costs nothing there.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import https from 'https';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { FAKE_HM, fakeSdk } from '../../tests/e2e/chinaFakes';

/** The real files' sizes, uncompressed (jweixin-1.6.0.js and hm.js as served in 2026). */
export const REAL_BYTES = { sdk: 20_000, hm: 36_000 };

export const THIRD_PARTY_HOSTS = ['res.wx.qq.com', 'hm.baidu.com', 'hmcdn.baidu.com'];

/**
 * `source` followed by a string literal that brings it to `bytes` (pseudo-random characters: it
 * neither compresses nor parses faster than code would).
 */
export function padded(source: string, bytes: number): string {
  let seed = 52;
  const chars: string[] = [];
  const room = Math.max(0, bytes - source.length - 40);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/';
  for (let i = 0; i < room; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    chars.push(alphabet[seed % alphabet.length]);
  }
  return `${source}\n;window.__pad=${JSON.stringify(chars.join(''))}.length;\n`;
}

/** hm.js's stand-in: the recording `_hmt`, then the page-view beacon the real one sends. */
const HM_WITH_BEACON = `${FAKE_HM}
(function(){var i=new Image();i.src="https://hm.baidu.com/hm.gif?si="+encodeURIComponent((document.currentScript&&document.currentScript.src.split("?")[1])||"")+"&rnd="+Date.now();})();`;

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface ThirdParty {
  /** Chromium flags that send the hosts to this server and accept its certificate. */
  chromeFlags: string[];
  /** What it was asked for, path by path. */
  asked: string[];
  close: () => Promise<void>;
}

/** Starts the stand-ins, or returns undefined (and says why) when openssl is missing. */
export async function startThirdParty(): Promise<ThirdParty | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=res.wx.qq.com',
        '-addext',
        `subjectAltName=${THIRD_PARTY_HOSTS.map((h) => `DNS:${h}`).join(',')}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(
      '(no openssl: WeChat and Tongji are not stood in for; a configured build is measured without them)',
    );
    return undefined;
  }
  const sdk = padded(fakeSdk('ready'), REAL_BYTES.sdk);
  const hm = padded(HM_WITH_BEACON, REAL_BYTES.hm);
  const asked: string[] = [];
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    },
    (req, res) => {
      const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
      asked.push(`${url.host}${url.pathname}`);
      const js = (body: string) => {
        res.writeHead(200, {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'max-age=600',
          'access-control-allow-origin': '*',
        });
        res.end(body);
      };
      if (url.pathname === '/open/js/jweixin-1.6.0.js') js(sdk);
      else if (url.pathname === '/hm.js') js(hm);
      else if (url.pathname === '/hm.gif') {
        res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-cache' });
        res.end(GIF);
      } else {
        res.writeHead(404).end();
      }
    },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [
      `--host-resolver-rules=${THIRD_PARTY_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(',')}`,
      '--ignore-certificate-errors',
    ],
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

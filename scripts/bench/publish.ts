/**
 * The bench's "publish to live" figures, on the deployed site as a server runs it: a copy of the
 * deploy build in dist/ served by nginx (server/nginx/lantu.conf) with the picture service and
 * the publisher beside it (server/nginx/serve.ts), the mock as the CMS.
 *
 * - `measurePublishedPictures`: content published after the build. The build was made at the
 *   default volume; the API then answers at the archive's (MOCK_CASES=1000 MOCK_NEWS=500), and
 *   the variants of the case covers and news pictures are removed from the copy, as for pictures
 *   uploaded after the build. A 375 px phone at 3× takes the journeys (the case list's
 *   pages 2–4, two industries, a search, the news pages 2–4) from the first view: the picture
 *   bytes delivered against what the boxes need (scripts/bench/pictures.ts).
 * - `measurePublishLive`: on a deploy build at the archive's volume, one case published (a new
 *   upload), its webhook, and the seconds until its page (title and <h1> without script), the case
 *   list, the sitemap and its cover's variant all answer; before it, the idle publisher's and
 *   picture service's CPU over 30 s and their memory.
 *
 * `npm run bench` runs both (the second right after its archive-volume builds);
 * `npm run bench:publish` runs them alone, building what each needs first.
 */
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { applyEdit } from '../cms/publish';
import type { NginxPreview } from '../../server/nginx/serve';
import { freePort, startNginxPreview } from '../../server/nginx/serve';
import { signedHeaders } from '../../server/publisher/signature';
import type { PictureBytes } from './pictures';
import { measurePictureBytes } from './pictures';

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const cache = path.join(root, 'node_modules', '.cache', 'lantu-prerender');

export const ARCHIVE = { MOCK_CASES: '1000', MOCK_NEWS: '500' };
/** The budget: one case live this long after its webhook, at the archive's volume. */
export const PUBLISH_LIVE_BUDGET_S = 10;
/** …and a publish whose webhook names an item that did not change. */
export const PUBLISH_NOOP_BUDGET_S = 5;
/** …and the idle publisher and picture service together, in a share of one core. */
export const IDLE_CPU_BUDGET = 0.02;

/** The phone journeys over content published after the build. */
export const PUBLISHED_JOURNEY = [
  '/customerCase?page=2',
  '/customerCase?page=3',
  '/customerCase?page=4',
  '/customerCase?industry=1',
  '/customerCase?industry=3',
  '/customerCase?q=%E5%93%81%E7%89%8C',
  '/aboutLantu/1?page=2',
  '/aboutLantu/1?page=3',
  '/aboutLantu/1?page=4',
];

interface Deployed {
  site: NginxPreview;
  work: string;
  stop(): Promise<void>;
}

/** A copy of dist/ and the prerender's cache (hard links: every writer replaces, never rewrites). */
async function deployCopy(
  env: Record<string, string>,
  prepare: (copy: string) => void = () => undefined,
): Promise<Deployed> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-bench-publish-'));
  execFileSync('cp', ['-al', dist, path.join(work, 'dist')]);
  execFileSync('cp', ['-al', cache, path.join(work, 'cache')]);
  prepare(path.join(work, 'dist'));
  const mockEnv = {
    MOCK_DELAY: '0',
    MOCK_FAIL: '0',
    CMS_FILE: path.join(work, 'cms.json'),
    CMS_UPLOADS_DIR: path.join(work, 'cms-uploads'),
    ...env,
  };
  const site = await startNginxPreview({
    port: await freePort(),
    dist: path.join(work, 'dist'),
    env: mockEnv,
    publisherEnv: {
      ...mockEnv,
      PRERENDER_CACHE_DIR: path.join(work, 'cache'),
      PUBLISH_ON_START: '0',
      PUBLISH_POLL_MINUTES: '0',
      PUBLISHER_PRERENDER_PORT: String(await freePort()),
    },
  });
  return {
    site,
    work,
    async stop() {
      await site.stop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The variants of the case covers and the news pictures, as if uploaded after the build. */
function removeCoverVariants(copy: string): number {
  const img = path.join(copy, '_img');
  let removed = 0;
  if (!fs.existsSync(img)) return 0;
  for (const ladder of fs.readdirSync(img)) {
    for (const folder of ['uploads/cases', 'uploads/news']) {
      const dir = path.join(img, ladder, folder);
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) {
        if (folder.endsWith('cases') && !/-cover\./.test(name)) continue;
        fs.rmSync(path.join(dir, name));
        removed += 1;
      }
    }
  }
  return removed;
}

export async function measurePublishedPictures(browser: Browser): Promise<PictureBytes> {
  let removed = 0;
  const deployed = await deployCopy(ARCHIVE, (copy) => {
    removed = removeCoverVariants(copy);
  });
  try {
    const bytes = await measurePictureBytes(
      browser,
      deployed.site.url,
      'published after the build: case pages 2–4, 2 industries, a search, news pages 2–4',
      PUBLISHED_JOURNEY,
    );
    console.log(`bench: published pictures: ${removed} variants removed from the copy first`);
    return bytes;
  } finally {
    await deployed.stop();
  }
}

/** CPU seconds and resident memory of every process in a process group (Linux /proc). */
function groupUsage(pgid: number): { cpuS: number; rssMb: number } {
  const tick = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  let cpu = 0;
  let rss = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12) … rss(21) in pages.
      if (Number(fields[2]) !== pgid) continue;
      cpu += Number(fields[11]) + Number(fields[12]);
      rss += Number(fields[21]) * 4096;
    } catch {
      /* gone meanwhile */
    }
  }
  return { cpuS: cpu / tick, rssMb: Math.round((rss / 1048576) * 10) / 10 };
}

export interface PublishLive {
  /** Seconds from the webhook until the page, the list, the sitemap and the cover answered. */
  liveS: number;
  /** Seconds from the webhook until a revised case's title is in its page. */
  revisedCaseS: number;
  /** …a revised news item's, in its page. */
  revisedNewsS: number;
  /** A webhook naming an item that did not change: seconds until its publish has ended. */
  noopS: number;
  /** The pages each of those publishes drew (new case, revised case, revised news, no-op). */
  drawnEach: string;
  /** The publish itself (the publisher's own count), and the pages it drew. */
  runS: number;
  drawn: number;
  /** Share of one core the idle publisher and picture service used together over 30 s. */
  idleCpu: number;
  publisherMb: number;
  picturesMb: number;
}

export async function measurePublishLive(): Promise<PublishLive> {
  const deployed = await deployCopy(ARCHIVE);
  const { site } = deployed;
  try {
    const groups = {
      publisher: site.publisher.process.pid!,
      pictures: site.pictures.process.pid!,
    };
    const usage = () => {
      const p = groupUsage(groups.publisher);
      const q = groupUsage(groups.pictures);
      return { cpuS: p.cpuS + q.cpuS, publisherMb: p.rssMb, picturesMb: q.rssMb };
    };
    // Settled after start-up, then 30 s of nothing to do.
    await new Promise((r) => {
      setTimeout(r, 5000);
    });
    const before = usage();
    const idleStart = Date.now();
    await new Promise((r) => {
      setTimeout(r, 30_000);
    });
    const after = usage();
    const idleCpu =
      Math.round(((after.cpuS - before.cpuS) / ((Date.now() - idleStart) / 1000)) * 10000) / 10000;

    const cms = {
      cmsFile: path.join(deployed.work, 'cms.json'),
      uploadsDir: path.join(deployed.work, 'cms-uploads'),
    };
    const added = await applyEdit({ type: 'add-case' }, cms);
    const body = JSON.stringify({ event: added.event, id: added.id, at: added.at });
    const sent = Date.now();
    const hook = await fetch(`${site.publisher.url}/hooks/publish`, {
      method: 'POST',
      headers: signedHeaders(site.publisher.secret, body),
      body,
    });
    if (hook.status !== 202) throw new Error(`bench: the webhook answered ${hook.status}`);
    const h1Of = (html: string) =>
      (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
    const live = async () => {
      const [pageRes, list, sitemap] = await Promise.all([
        fetch(`${site.url}${added.url}`),
        fetch(`${site.url}/customerCase`).then((r) => r.text()),
        fetch(`${site.url}/sitemap.xml`).then((r) => r.text()),
      ]);
      const html = await pageRes.text();
      if (pageRes.status !== 200 || !h1Of(html).includes(added.title)) return false;
      if (!list.includes(`caseDetail?id=${added.id}`)) return false;
      if (!sitemap.includes(`caseDetail?id=${added.id}`)) return false;
      const cover = /\/_img\/w\d+q\d+\/uploads\/cms\/[^"\s,]+\.avif/.exec(html)?.[0];
      if (!cover) return false;
      const picture = await fetch(`${site.url}${cover}`);
      return picture.status === 200 && picture.headers.get('content-type') === 'image/avif';
    };
    while (!(await live())) {
      if (Date.now() - sent > 120_000)
        throw new Error('bench: the published case was not live in 120 s');
      await new Promise((r) => {
        setTimeout(r, 250);
      });
    }
    const liveS = Math.round((Date.now() - sent) / 100) / 10;
    // The publish itself ends after its picture step (the page is live before it).
    type Health = {
      busy: boolean;
      pending: number;
      runs: number;
      last: { seconds: number; drawn: number; ok: boolean } | null;
    };
    const health = async () =>
      (await (await fetch(`${site.publisher.url}/_health`)).json()) as Health;
    /** Waits until the publisher has no run under way or waiting, and `runs` have ended. */
    const settled = async (runs: number) => {
      let h: Health;
      do {
        await new Promise((r) => {
          setTimeout(r, 100);
        });
        h = await health();
      } while (h.busy || h.pending || h.runs < runs);
      return h;
    };
    const first = await settled(1);
    const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
    const sendHook = async (event: string, id: number) => {
      const text = JSON.stringify({ event, id, at: new Date().toISOString() });
      const answer = await fetch(`${site.publisher.url}/hooks/publish`, {
        method: 'POST',
        headers: signedHeaders(site.publisher.secret, text),
        body: text,
      });
      if (answer.status !== 202) throw new Error(`bench: the webhook answered ${answer.status}`);
    };
    /** An edit's webhook, then the seconds until `isLive` holds (polled every 100 ms). */
    const timeLive = async (event: string, id: number, isLive: () => Promise<boolean>) => {
      const at = Date.now();
      await sendHook(event, id);
      while (!(await isLive())) {
        if (Date.now() - at > 120_000) throw new Error(`bench: ${event} #${id} not live in 120 s`);
        await new Promise((r) => {
          setTimeout(r, 100);
        });
      }
      return seconds(at);
    };
    const pageSays = async (url: string, title: string) =>
      h1Of(await (await fetch(`${site.url}${url}`)).text()).includes(title);
    // One case revised (its title): its page, as a crawler reads it.
    const revised = await applyEdit({ type: 'revise-case', id: 12 }, cms);
    const revisedCaseS = await timeLive(revised.event, revised.id, () =>
      pageSays(revised.url, revised.title),
    );
    const second = await settled(2);
    const news = await applyEdit({ type: 'revise-news', id: 3 }, cms);
    const revisedNewsS = await timeLive(news.event, news.id, () => pageSays(news.url, news.title));
    const third = await settled(3);
    // Nothing changed since: the same case named again.
    const quiet = Date.now();
    await sendHook('case.updated', 12);
    const fourth = await settled(4);
    const noopS = seconds(quiet);
    return {
      liveS,
      revisedCaseS,
      revisedNewsS,
      noopS,
      drawnEach: [first, second, third, fourth].map((h) => h.last?.drawn ?? NaN).join(' / '),
      runS: first.last?.seconds ?? NaN,
      drawn: first.last?.drawn ?? NaN,
      idleCpu,
      publisherMb: after.publisherMb,
      picturesMb: after.picturesMb,
    };
  } finally {
    await deployed.stop();
  }
}

/**
 * `npm run bench:publish`: both, each on the build it needs (made here). `-- --live`: only the
 * publish to live; `--no-build`: on the dist/ already built (at the archive's volume for --live).
 */
async function main() {
  const args = process.argv.slice(2);
  const liveOnly = args.includes('--live');
  const noBuild = args.includes('--no-build');
  const build = (env: Record<string, string>) => {
    const run = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('bench: the build failed');
  };
  if (!noBuild) build(ARCHIVE);
  const live = await measurePublishLive();
  if (liveOnly) {
    console.table([live]);
    const over = [
      live.liveS > PUBLISH_LIVE_BUDGET_S ? `new case live after ${live.liveS} s` : '',
      live.revisedCaseS > PUBLISH_LIVE_BUDGET_S ? `revised case after ${live.revisedCaseS} s` : '',
      live.revisedNewsS > PUBLISH_LIVE_BUDGET_S ? `revised news after ${live.revisedNewsS} s` : '',
      live.noopS > PUBLISH_NOOP_BUDGET_S ? `no-op publish ${live.noopS} s` : '',
    ].filter(Boolean);
    console.log(
      over.length ? `bench: over budget: ${over.join('; ')}` : 'bench: publish within budget',
    );
    process.exitCode = over.length ? 1 : 0;
    return;
  }
  if (!noBuild) build({});
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ||
      (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let pictures: PictureBytes;
  try {
    pictures = await measurePublishedPictures(browser);
  } finally {
    await browser.close();
  }
  console.table([pictures]);
  console.table([live]);
  const broke = [
    pictures.ratio > 1.3 ? `published pictures ${pictures.ratio}× > 1.3×` : '',
    ...(
      [
        ['new case', live.liveS],
        ['revised case', live.revisedCaseS],
        ['revised news', live.revisedNewsS],
      ] as const
    ).map(([what, s]) =>
      s > PUBLISH_LIVE_BUDGET_S ? `${what} live after ${s} s > ${PUBLISH_LIVE_BUDGET_S}` : '',
    ),
    live.noopS > PUBLISH_NOOP_BUDGET_S
      ? `a publish that changes nothing took ${live.noopS} s > ${PUBLISH_NOOP_BUDGET_S}`
      : '',
    live.idleCpu > IDLE_CPU_BUDGET ? `idle CPU ${live.idleCpu} > ${IDLE_CPU_BUDGET}` : '',
  ].filter(Boolean);
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'reports', 'bench-publish.json'),
    `${JSON.stringify({ date: new Date().toISOString(), pictures, live, broke }, null, 2)}\n`,
  );
  console.log(
    broke.length ? `bench: over budget: ${broke.join('; ')}` : 'bench: publish within budget',
  );
  process.exitCode = broke.length ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.stack || error.message);
    process.exit(1);
  });
}

/**
 * @jest-environment node
 *
 * `npm run cms` (scripts/cms/cli.ts) as an editor runs it: what it says in Chinese and its exit
 * status, the arguments it refuses without touching the file, and the webhook it sends the
 * publisher, checked on a tiny server on 127.0.0.1 with the publisher's own `checkSignature`.
 */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { CmsIo } from '../../../scripts/cms/cli';
import { USAGE, parseAction, runCms } from '../../../scripts/cms/cli';
import { notifyPublisher, readEdits } from '../../../scripts/cms/publish';
import { checkSignature } from '../../../server/publisher/signature';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-cms-cli-'));
const cmsFile = path.join(temp, 'cms.json');
const uploadsDir = path.join(temp, 'uploads');
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const SECRET = 'a-test-secret-of-enough-length';

/** One run of the command: its status and everything it printed. */
async function run(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CmsIo = {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    options: {
      cmsFile,
      uploadsDir,
      root: ROOT,
      now: new Date(2026, 10, 29, 9, 30),
      artCacheDir: path.join(temp, 'art-cache'),
    },
  };
  const status = await runCms(args, io);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

/** A publisher stand-in: records each request, answers with `status`. */
interface Hook {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function publisher(status: number, message: string) {
  const hooks: Hook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: status < 300, message }));
    });
  });
  const started = new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/publish`),
    );
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { hooks, started, stop };
}

describe('the arguments', () => {
  it('reads each action and its flags', () => {
    expect(parseAction(['add-case', '--title', '新标题', '--industry=3', '--type', '102'])).toEqual(
      {
        type: 'add-case',
        title: '新标题',
        brand: undefined,
        industryId: 3,
        typeId: 102,
      },
    );
    expect(parseAction(['revise-news', '12', '--title=改过的标题'])).toEqual({
      type: 'revise-news',
      id: 12,
      title: '改过的标题',
    });
    expect(parseAction(['remove-case', '7'])).toEqual({ type: 'remove-case', id: 7 });
  });

  it('refuses what it does not understand, in Chinese, and changes nothing', async () => {
    for (const args of [
      ['publish-everything'],
      ['remove-case'],
      ['remove-case', 'abc'],
      ['remove-case', '1', '2'],
      ['revise-case', '3', '--brand', 'x'],
      ['add-case', '--colour', 'red'],
      ['add-case', '--title'],
      ['add-case', '--industry', '9'],
      ['add-case', '--type', '999'],
      ['add-news', '--category', '娱乐八卦'],
      ['add-news', '--title', '长'.repeat(61)],
      ['remove-case', '99999'],
      ['revise-news', '99999'],
    ]) {
      const { status, err } = await run(args);
      expect([args, status]).toEqual([args, 1]);
      expect(err).toMatch(/\p{Script=Han}/u);
    }
    expect(fs.existsSync(cmsFile)).toBe(false);
    expect(fs.existsSync(uploadsDir)).toBe(false);
  });

  it('prints its usage', async () => {
    expect(await run(['help'])).toMatchObject({ status: 0, out: USAGE });
    expect((await run([])).status).toBe(1);
  });
});

describe('an edit and the publisher', () => {
  it('adds a case, says where its page is, and signs its webhook', async () => {
    const hook = publisher(202, '已收到，页面即将更新');
    const url = await hook.started;
    try {
      const { status, out, err } = await run(['add-case', '--title', '城市更新：一条街的十年'], {
        PUBLISHER_URL: url,
        PUBLISH_SECRET: SECRET,
      });
      expect(err).toBe('');
      expect(status).toBe(0);
      const id = readEdits(cmsFile).cases.added[0].id;
      expect(out).toContain(`已新增案例 #${id}「城市更新：一条街的十年」`);
      expect(out).toContain(`页面地址：/customerCase/caseDetail?id=${id}`);
      expect(out).toContain(`/uploads/cms/case-${id}-cover.jpg  1280×960 JPEG`);
      expect(out).toContain('已通知发布服务（HTTP 202）：已收到，页面即将更新');

      expect(hook.hooks).toHaveLength(1);
      const [{ headers, body }] = hook.hooks;
      expect(checkSignature(SECRET, headers, body)).toBeNull();
      expect(checkSignature('another-secret-of-length', headers, body)).toBe('wrong');
      expect(headers['content-type']).toBe('application/json');
      expect(JSON.parse(body.toString())).toEqual({
        event: 'case.created',
        id,
        at: new Date(2026, 10, 29, 9, 30).toISOString(),
      });
    } finally {
      await hook.stop();
    }
  });

  it('revises and removes, each with its event', async () => {
    const hook = publisher(202, '已收到，页面即将更新');
    const env = { PUBLISHER_URL: await hook.started, PUBLISH_SECRET: SECRET };
    try {
      const revised = await run(['revise-news', '3', '--title', '改过的新闻标题'], env);
      expect(revised.status).toBe(0);
      expect(revised.out).toContain('已修改新闻 #3「改过的新闻标题」');
      expect(revised.out).toContain('页面地址：/newsLantu?id=3');
      const removed = await run(['remove-case', '5'], env);
      expect(removed.status).toBe(0);
      expect(removed.out).toContain('已下线案例 #5');
      const events = hook.hooks.map((h) => {
        expect(checkSignature(SECRET, h.headers, h.body)).toBeNull();
        return JSON.parse(h.body.toString()) as { event: string; id: number };
      });
      expect(events.map((e) => [e.event, e.id])).toEqual([
        ['news.updated', 3],
        ['case.deleted', 5],
      ]);
    } finally {
      await hook.stop();
    }
  });

  it('keeps the edit but fails, in Chinese, when the publisher refuses or cannot be reached', async () => {
    const hook = publisher(401, '签名不正确');
    const env = { PUBLISHER_URL: await hook.started, PUBLISH_SECRET: SECRET };
    try {
      const refused = await run(['revise-case', '6'], env);
      expect(refused.status).toBe(2);
      expect(refused.err).toContain('通知发布服务失败：发布服务拒绝了通知（HTTP 401）：签名不正确');
      expect(refused.err).toContain('改动已保存');
      expect(readEdits(cmsFile).cases.revised.map((r) => r.id)).toContain(6);
    } finally {
      await hook.stop();
    }
    const gone = await run(['revise-case', '7'], env); // the server is closed now
    expect(gone.status).toBe(2);
    expect(gone.err).toContain('无法连接发布服务');
    expect(readEdits(cmsFile).cases.revised.map((r) => r.id)).toContain(7);
  });

  it('tells nobody without both variables, and says so', async () => {
    const quiet = await run(['revise-case', '8']);
    expect(quiet.status).toBe(0);
    expect(quiet.out).toContain('没有通知发布服务');
    const half = await run(['revise-case', '8'], { PUBLISHER_URL: 'http://127.0.0.1:1/x' });
    expect(half.status).toBe(0);
    expect(half.err).toContain('只设置了');
  });

  it('lists the file, then resets it with a signed cms.reset', async () => {
    const listed = await run(['list']);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/案例：新增 1 条，修改 \d 条，下线 1 条/);
    expect(listed.out).toContain('「改过的新闻标题」');

    const hook = publisher(202, '已收到，页面即将更新');
    const env = { PUBLISHER_URL: await hook.started, PUBLISH_SECRET: SECRET };
    try {
      const reset = await run(['reset'], env);
      expect(reset.status).toBe(0);
      expect(reset.out).toContain('已清空编辑文件');
      expect(reset.out).toContain('删除了 4 张上传的图片');
      const [{ headers, body }] = hook.hooks;
      expect(checkSignature(SECRET, headers, body)).toBeNull();
      expect(JSON.parse(body.toString())).toMatchObject({ event: 'cms.reset' });
    } finally {
      await hook.stop();
    }
    const edits = readEdits(cmsFile);
    expect([edits.cases.added, edits.cases.revised, edits.news.revised]).toEqual([[], [], []]);
  });

  it('refuses an address that is no URL', async () => {
    await expect(
      notifyPublisher({ event: 'cms.reset', at: '' }, { url: 'not a url', secret: SECRET }),
    ).rejects.toThrow('PUBLISHER_URL 不是有效的地址');
  });
});

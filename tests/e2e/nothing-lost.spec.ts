/**
 * Nothing lost (the robustness issue): against a server that fails half of all calls
 * (MOCK_FAIL=0.5, as HTTP 500 and as `success: false`), a visitor sends several distinct
 * consultations through the real form and retries each failure until it is acknowledged; some
 * acknowledgements are lost on the way back after the server has stored the request (the browser
 * sees a network error), so the retry must be recognised by its requestId. Afterwards the mock's
 * submission file holds every acknowledged submission exactly once, under the requestId the browser
 * sent, and nothing twice.
 *
 * The spec starts its own preview (server/preview) of the built dist/ (the shared server must never fail), with
 * a fresh CONSULT_LOG, and stops it afterwards. One browser project is enough: what is proved is
 * the form's retry and the server's de-duplication, not the layout.
 */
import { spawn } from 'child_process';
import type { ChildProcess } from 'child_process';
import fs from 'fs';
import { freePort } from '../../server/nginx/serve';
import os from 'os';
import path from 'path';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, revealInlineForm } from './fixtures';

// Dozens of submit/answer rounds: a recorded trace would triple the run time; the assertions name
// the request (its company) they failed on.
test.use({ trace: 'off' });

const REPO_ROOT = path.resolve(__dirname, '../..');
const DIST_INDEX = path.join(REPO_ROOT, 'dist', 'index.html');
const API = '**/api/consult/addConsult';
const SUBMISSIONS = 6;
/** A visitor gives up long before this; the server fails half the time, so 30 is plenty. */
const MAX_ATTEMPTS = 30;
const CHINESE = /[\u4e00-\u9fff]/;

interface LogEntry {
  id: number;
  company: string;
  description?: string;
  requestId?: string;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview exited:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => {
      setTimeout(resolve, 300);
    });
  }
  throw new Error(`the preview did not answer within 90 s:\n${output()}`);
}

function readLog(file: string): LogEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogEntry);
}

/** What one consultation went through on its way to the server. */
interface Attempt {
  requestId: string;
  /** Whether the server acknowledged it (MOCK_FAIL's HTTP 500 and business failures did not). */
  success: boolean;
  /** The answer was dropped on the way back: the browser saw a network error. */
  lost: boolean;
}

/**
 * Sends every consultation request on to the server from the test (route.fetch) and hands the
 * answer back, except the first successful answer of each request in `dropFirstSuccess` (by
 * company): the server has stored it, the browser sees a network error instead.
 */
async function watchSubmissions(page: Page, dropFirstSuccess: Set<string>) {
  const attempts = new Map<string, Attempt[]>();
  let answered = 0;
  await page.route(API, async (route: Route) => {
    const body = route.request().postDataJSON() as { company: string; requestId: string };
    const list = attempts.get(body.company) ?? [];
    attempts.set(body.company, list);
    const response = await route.fetch();
    const envelope = (await response.json()) as { success: boolean };
    const lost = envelope.success && dropFirstSuccess.delete(body.company);
    list.push({ requestId: body.requestId, success: envelope.success, lost });
    if (lost) await route.abort('failed');
    else await route.fulfill({ response });
    answered += 1;
  });
  return { attempts, answered: () => answered };
}

/** Of `calls` calls to a cheap endpoint of the server at `baseURL`, how many it failed. */
async function failedOf(baseURL: string, calls: number): Promise<number> {
  let failed = 0;
  for (let i = 0; i < calls; i += 1) {
    const response = await fetch(`${baseURL}/api/caseType/serviceTypeList`);
    const envelope = (await response.json()) as { success?: boolean };
    if (!response.ok || envelope.success !== true) failed += 1;
  }
  return failed;
}

/** Fills the inline form with one distinct request. */
async function fill(form: Locator, company: string, description: string) {
  await form.getByLabel('姓名').fill('重试访客');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('公司名称').fill(company);
  await form.getByLabel('需求描述').fill(description);
  await form.getByRole('checkbox').check();
}

/**
 * Submits and, on each failure (a Chinese message, every value kept), submits again until the
 * request is acknowledged. Returns the reference number shown to the visitor.
 */
async function submitUntilAcknowledged(
  page: Page,
  form: Locator,
  input: { company: string; description: string },
  watch: { answered: () => number },
): Promise<number> {
  const thanks = page.getByRole('heading', { name: '提交成功' });
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const before = watch.answered();
    await form.getByRole('button', { name: '提交咨询' }).click();
    await expect.poll(watch.answered).toBeGreaterThan(before);
    await expect(thanks.or(form.getByRole('alert'))).toBeVisible();
    if (await thanks.isVisible()) {
      const reference = await page.getByText(/咨询编号：\d+/).textContent();
      return Number(/(\d+)/.exec(reference ?? '')?.[1]);
    }
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(form.getByRole('alert')).toContainText(CHINESE);
    await expect(form.getByLabel('公司名称')).toHaveValue(input.company);
    await expect(form.getByLabel('需求描述')).toHaveValue(input.description);
  }
  throw new Error(`${input.company}: not acknowledged after ${MAX_ATTEMPTS} attempts`);
}

for (const kind of ['http500', 'business'] as const) {
  test.describe(`MOCK_FAIL=0.5:${kind}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180000 });

    let server: ChildProcess | undefined;
    let baseURL = '';
    let logFile = '';
    let tmpDir = '';

    test.beforeAll(async () => {
      // In CI a missing build is a failure, not a skip: this spec is the proof that nothing is lost.
      if (!fs.existsSync(DIST_INDEX)) {
        if (process.env.CI) throw new Error('nothing-lost: dist/ is not built, so it cannot run');
        return;
      }
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantu-nothing-lost-'));
      logFile = path.join(tmpDir, 'consult.jsonl');
      const port = await freePort();
      baseURL = `http://localhost:${port}`;
      let output = '';
      server = spawn('npx', ['ts-node', 'server/preview/index.ts', '--port', String(port)], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          MOCK_FAIL: `0.5:${kind}`,
          MOCK_DELAY: '0',
          CONSULT_LOG: logFile,
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      server.stderr?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      await waitUntilUp(`${baseURL}/`, server, () => output);
    });

    test.afterAll(() => {
      // The whole process group: npx and the server.
      if (server?.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    test.beforeEach(() => {
      test.skip(!fs.existsSync(DIST_INDEX), 'dist/ is not built (the shared webServer builds it)');
    });

    test('every acknowledged consultation is stored exactly once', async ({
      page,
      consoleGuard,
    }) => {
      // HTTP 500 answers and the dropped answers are logged by the browser; both are the point.
      consoleGuard.allowConsole(/Failed to load resource/);
      const run = `${kind}-${Date.now().toString(36)}`;
      const inputs = Array.from({ length: SUBMISSIONS }, (_, i) => ({
        company: `无遗漏测试${run}-${i + 1}`,
        description: `第 ${i + 1} 条咨询：官网改版，预算 ${(i + 1) * 10} 万元`,
      }));
      // Every other request loses its first acknowledgement after the server stored it.
      const dropFirstSuccess = new Set(inputs.filter((_, i) => i % 2 === 1).map((x) => x.company));
      const watch = await watchSubmissions(page, dropFirstSuccess);

      await page.goto(`${baseURL}/contactUs`);
      const form = await revealInlineForm(page);
      await expect(form.getByLabel('姓名')).toBeVisible();
      const references: number[] = [];
      for (const input of inputs) {
        await fill(form, input.company, input.description);
        references.push(await submitUntilAcknowledged(page, form, input, watch));
        await page.getByRole('button', { name: '再提交一条' }).click();
        await expect(form.getByLabel('公司名称')).toHaveValue('');
      }
      expect(dropFirstSuccess.size, 'every planned lost answer happened').toBe(0);

      const log = readLog(logFile);
      inputs.forEach((input, i) => {
        const tries = watch.attempts.get(input.company) ?? [];
        // The same request every time: one requestId across all its retries.
        expect(new Set(tries.map((t) => t.requestId)).size, input.company).toBe(1);
        const stored = log.filter((e) => e.company === input.company);
        expect(stored, input.company).toHaveLength(1);
        expect(stored[0]).toMatchObject({
          id: references[i],
          description: input.description,
          requestId: tries[0].requestId,
        });
        if (i % 2 === 1) {
          // Its first stored attempt lost the answer, and a retry was answered from the log.
          expect(tries.filter((t) => t.lost)).toHaveLength(1);
          expect(tries.filter((t) => t.success).length).toBeGreaterThanOrEqual(2);
        }
      });
      // Nothing else, and no requestId twice.
      expect(log).toHaveLength(SUBMISSIONS);
      expect(new Set(log.map((e) => e.requestId)).size).toBe(SUBMISSIONS);
      // The server fails at random (MOCK_FAIL is on): of 40 more calls some fail (all 40 pass
      // once in 10^12 runs). The form's own attempts meet a failure in nearly every run, but need
      // not: its nine or more attempts all pass once in 512 runs, which CI once met.
      expect(await failedOf(baseURL, 40)).toBeGreaterThan(0);
    });

    test('an edited retry after a lost answer is stored as the edited text', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allowConsole(/Failed to load resource/);
      const company = `编辑重试测试${kind}-${Date.now().toString(36)}`;
      const watch = await watchSubmissions(page, new Set([company]));
      await page.goto(`${baseURL}/contactUs`);
      const form = await revealInlineForm(page);
      await fill(form, company, '初稿：只做官网');
      // Until the server has stored the first text and its answer was lost.
      for (let attempt = 1; !watch.attempts.get(company)?.some((t) => t.lost); attempt += 1) {
        expect(attempt).toBeLessThanOrEqual(MAX_ATTEMPTS);
        const before = watch.answered();
        await form.getByRole('button', { name: '提交咨询' }).click();
        await expect.poll(watch.answered).toBeGreaterThan(before);
        await expect(form.getByRole('alert')).toBeVisible();
        await expect(form).toHaveAttribute('aria-busy', 'false');
      }
      // The visitor corrects the text and sends again: a new request, stored as corrected.
      const edited = '改稿：官网加小程序';
      await form.getByLabel('需求描述').fill(edited);
      const reference = await submitUntilAcknowledged(
        page,
        form,
        { company, description: edited },
        watch,
      );
      const tries = watch.attempts.get(company) ?? [];
      const stored = readLog(logFile).filter((e) => e.company === company);
      expect(stored.map((e) => e.description)).toEqual(['初稿：只做官网', edited]);
      expect(stored[1].id).toBe(reference);
      expect(stored[0].requestId).not.toBe(stored[1].requestId);
      expect(tries.at(-1)?.requestId).toBe(stored[1].requestId);
    });
  });
}

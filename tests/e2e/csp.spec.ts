/**
 * The site runs under the strict CSP of config/csp.ts with no violation: the preview sends it with
 * every response, as nginx does (tests/e2e/nginx.spec.ts), and the page records any
 * `securitypolicyviolation`.
 */
import { CSP } from '../../config/csp';
import { expect, gotoPage, recordCspViolations, test } from './fixtures';
import { scrollPageTo, scrollToBottom } from './pan';

test.describe('Content-Security-Policy', () => {
  // Until the network is idle: the preview makes each picture variant the first time it is asked
  // for, and a case page's are many.
  test.describe.configure({ timeout: 120000 });

  test('the home page runs under the CSP with no violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toBe(CSP);
    await gotoPage(page, '/');
    // Every band of the page drawn (they load as they near the screen), then the popup opened from
    // the top, where the floating button never steps aside.
    await scrollToBottom(page);
    await page.waitForLoadState('networkidle');
    await scrollPageTo(page, 0);
    await page.getByRole('button', { name: '免费咨询' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a case page runs under the CSP with no violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await gotoPage(page, '/customerCase/caseDetail?id=12');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await gotoPage(page, '/customerCase');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the CSP really blocks an injected inline script', async ({ page, consoleGuard }) => {
    consoleGuard.allowConsole(/Content Security Policy|Refused to execute inline script/);
    const violations = await recordCspViolations(page);
    await gotoPage(page, '/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.appendChild(s);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __inline?: number }).__inline),
    ).toBeUndefined();
    expect((await violations()).join()).toContain('script-src');
  });
});

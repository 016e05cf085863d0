/**
 * A phone's main thread (issue 56), as a visitor meets it: the prerendered pages are taken over in
 * pieces (each band below the first controls a Suspense boundary of its own, hydrated after the
 * shell), a tap on a band React has not taken over yet still does what it says, and a tap on the
 * case list's filter or pager answers at once (the tag chosen, the list marked as loading) while
 * the new list is still on its way. How fast is measured by `npm run bench` (scripts/bench/inp.ts),
 * not here.
 */
import type { Page, Route } from '@playwright/test';
import { expect, gotoPage, test } from './fixtures';
import { isHydrated } from './hydration';

/** The Suspense boundaries renderToString wrote into a page's HTML (`<!--$-->`). */
async function boundaries(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  return html.split('<!--$-->').length - 1;
}

/** Holds every answer of `url` until the returned function is called. */
async function holdAnswers(page: Page, url: string | RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((r) => r.continue()));
  };
}

test.describe('hydration in pieces', () => {
  test('the bands of the home page, the case list and a case are boundaries of their own', async ({
    page,
  }) => {
    // umi's own: the layout's and the page's lazy chunks (2). The home page adds its facts and its
    // six bands below the hero and the footer; the case list its hero, its results and its call to
    // action and the footer; a case everything below its hero and the footer.
    expect(await boundaries(page, '/')).toBeGreaterThanOrEqual(2 + 8);
    expect(await boundaries(page, '/customerCase')).toBeGreaterThanOrEqual(2 + 4);
    expect(await boundaries(page, '/customerCase/caseDetail?id=12')).toBeGreaterThanOrEqual(2 + 2);
  });

  test('every piece is taken over in the end, without a mismatch', async ({ page }) => {
    for (const path of ['/', '/customerCase', '/customerCase/caseDetail?id=12']) {
      await gotoPage(page, path);
      await expect.poll(() => page.evaluate(isHydrated), { timeout: 15000 }).toBe(true);
    }
    // The console guard (fixtures.ts) fails the test on any hydration error React reports.
  });

  test(
    'a footer link tapped as soon as the app has taken the page over moves inside the app',
    { tag: '@width' },
    async ({ page }) => {
      // The footer's piece is hydrated last: a tap before it is taken over makes React take that
      // piece over at once and follow the link inside the app (no page load).
      await page.goto('/customerCase');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForFunction(() => typeof window.__ltTakeOver === 'undefined', undefined, {
        timeout: 20000,
      });
      const link = page.locator('footer').getByRole('link', { name: '网站地图' });
      await link.scrollIntoViewIfNeeded();
      const marker = await page.evaluate(() => {
        (window as unknown as { __stay: number }).__stay = 1;
        return 1;
      });
      await link.click();
      await expect(page).toHaveURL(/\/websiteMap$/);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Still the same document: the app moved, the browser did not load a page.
      expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(
        marker,
      );
    },
  );
});

test.describe('a tap answers before the work it starts', () => {
  test('a filter tag shows chosen and the list busy while its answer is held', async ({ page }) => {
    await gotoPage(page, '/customerCase');
    await expect(page.getByTestId('case-results')).toHaveAttribute('aria-busy', 'false');
    const release = await holdAnswers(page, '**/api/case/list');
    const tag = page.getByRole('group', { name: '按行业筛选' }).getByRole('link', {
      name: '金融理财',
      exact: true,
    });
    await tag.scrollIntoViewIfNeeded();
    await tag.click();
    await expect(tag).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('case-results')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/customerCase\?industry=3$/);
    await release();
    await expect(page.getByTestId('case-results')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('case-results').locator('article').first()).toContainText(
      '金融理财',
    );
    // Only one tag of the row is chosen.
    await expect(
      page.getByRole('group', { name: '按行业筛选' }).locator('[aria-current="true"]'),
    ).toHaveCount(1);
  });

  test('a modified click on a tag still opens the filtered view in a new tab', async ({
    page,
    context,
  }) => {
    await gotoPage(page, '/customerCase');
    const tag = page.getByRole('group', { name: '按行业筛选' }).getByRole('link', {
      name: '金融理财',
      exact: true,
    });
    await tag.scrollIntoViewIfNeeded();
    const opened = context.waitForEvent('page');
    await tag.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).search).toBe('?industry=3');
    await tab.close();
    await expect(page).toHaveURL(/\/customerCase$/);
  });
});

test.describe('a tap before the app has taken the page over is not lost', () => {
  test('the menu button opens the menu once the app is in', { tag: '@width' }, async ({ page }) => {
    test.skip(page.viewportSize()!.width > 767, 'the menu button is the phone header’s');
    const release = await holdAnswers(page, /\/umi\.[0-9a-f]+\.js$/);
    await page.goto('/customerCase');
    const button = page.locator('button[aria-controls="mobile-nav"]');
    await expect(button).toBeVisible();
    await button.click();
    // The app's code is held back: nothing can open the menu yet.
    await expect(page.locator('#mobile-nav')).toBeHidden();
    await release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-nav')).toBeVisible();
  });

  test('keys typed in the search box bring their suggestions once the app is in', async ({
    page,
  }) => {
    const release = await holdAnswers(page, /\/umi\.[0-9a-f]+\.js$/);
    await page.goto('/customerCase');
    const box = page.getByRole('combobox');
    await box.click();
    await box.pressSequentially('a');
    await release();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
      timeout: 20000,
    });
    await expect(box).toHaveValue('a');
  });
});

/**
 * The home page (issue 4): every section shows the mock's data, the carousel moves (buttons, dots,
 * keys, swipe, autoplay) and pauses, links lead where they should, the CTA opens the consultation
 * dialog, and one failing call leaves the rest of the page working. What a finger meets runs at
 * 375 px too (`@width`: the swipe, the videos' shape); the rest once, at 1440 px (the carousel's
 * controls and every other control at every width: overlays.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { companyFacts } from '../../src/content/brand';
import { services } from '../../src/content/taxonomy';
import { banners, classicCases, depVideos } from '../../mock/data/home';
import { caseTypeCaseList } from '../../mock/home';
import { newsWebList } from '../../mock/news';
import { HERO_WAIT_MS } from '../../src/pages/Home/useHeroSettled';
import {
  expect,
  gotoPage,
  gotoUnprerendered,
  holdCalls,
  isMobile,
  sharedTest,
  test,
  withoutPrerender,
} from './fixtures';
import { expectReachable } from './hitTest';

const groups = caseTypeCaseList().data!;
const latestNews = newsWebList().data!;

/** A section of main by its heading's text. */
const section = (page: Page, heading: string | RegExp): Locator =>
  page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const activeSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');

async function expectSlide(page: Page, n: number) {
  await expect(activeSlide(page)).toHaveAttribute(
    'aria-label',
    `第 ${n} 张，共 ${banners.length} 张`,
  );
  await expect(activeSlide(page).getByRole('heading', { level: 2 })).toHaveText(
    banners[n - 1].title,
  );
}

async function expectSlideCount(page: Page, count: number) {
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(count);
}

/** The number (1-based) of the banner shown. */
async function slideNumber(page: Page): Promise<number> {
  const label = (await activeSlide(page).getAttribute('aria-label')) ?? '';
  return Number(/第 (\d+) 张/.exec(label)?.[1]);
}

/**
 * Tests that move the carousel by hand switch autoplay off the way a visitor can (reduced motion),
 * so a slow machine's 6 s never turns a banner under them.
 */
async function withoutAutoplay(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * Freezes the page clock (installed before navigation) a few seconds from now: far enough ahead
 * that a slow machine never asks to pause in the past. Tests reset the interval themselves.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3000);
}

/**
 * Opens the home page under a paused clock and starts a banner's interval at a known moment (a
 * manual step begins a full one), the mouse away and autoplay on; answers the banner's number.
 */
async function playingFromKnownMoment(page: Page): Promise<number> {
  await page.clock.install();
  await gotoPage(page, '/');
  await expect(activeSlide(page)).toBeVisible();
  await pauseClock(page);
  await carousel(page).getByRole('button', { name: '下一张' }).click();
  await page.mouse.move(5, 5);
  const from = await slideNumber(page);
  await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
  return from;
}

/**
 * Moves the page's paused clock on a frame (16 ms) at a time until `done` holds; answers how far it
 * moved. Fails once it has moved `limitMs` without `done` holding.
 */
async function stepClockUntil(
  page: Page,
  done: () => boolean | Promise<boolean>,
  limitMs: number,
): Promise<number> {
  let moved = 0;
  while (!(await done())) {
    if (moved >= limitMs) throw new Error(`not done within ${limitMs} ms of the page's time`);
    // Real time passes too, for what the page's clock does not hold (its chunks on the network):
    // stepped back to back, the page's second ran out in CI before umi.js had arrived.
    await page.waitForTimeout(30);
    await page.clock.runFor(16);
    moved += 16;
  }
  return moved;
}

// The dev server (used while several pages are built at once) is slower than a production build.
test.describe.configure({ timeout: 90000 });

// The tests that leave the page's clock alone read what the page shows: their pages open in the
// worker's shared context (`sharedTest`, fixtures.ts); those that move the clock (the context's)
// keep a context of their own, and so does the one that watches the requests a failed call makes.
test.describe('home page', () => {
  sharedTest('keeps its tab title, one h1 and no horizontal scroll', async ({ page }) => {
    await withoutAutoplay(page);
    await gotoPage(page, '/');
    await expect(page).toHaveTitle('设计创造价值');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('设计创造价值');
    await expect(activeSlide(page)).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await gotoPage(page, '/index.html');
    await expect(page).toHaveTitle('设计创造价值');
    await expectSlide(page, 1);
  });

  sharedTest(
    'the banner carousel shows every banner; the first picture loads eagerly',
    async ({ page }) => {
      await withoutAutoplay(page);
      await gotoPage(page, '/');
      const slides = carousel(page).locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(banners.length);
      await expect(slides.getByRole('heading', { level: 2, includeHidden: true })).toHaveText(
        banners.map((b) => b.title),
      );
      await expectSlide(page, 1);
      const first = slides.first().locator('img');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('width', '1920');
      await expect(first).toHaveAttribute('height', '800');
      await expect(first).toHaveAttribute('alt', banners[0].alt);
      const link = activeSlide(page).getByRole('link', { name: banners[0].linkText });
      await expect(link).toHaveAttribute('href', banners[0].link);
    },
  );

  test('the hero goes first: the lower sections ask for their data once its picture is in', async ({
    page,
  }) => {
    const BANNER_CALL = '/api/index/bannerWebList';
    const lowerCalls = [
      '/api/index/caseTypeCaseList',
      '/api/index/newsWebList',
      '/api/depCase/hDepCaseList',
      '/api/depCase/hDepVideo',
    ];
    // The banner's picture: a variant of its upload (src/utils/picture.ts), or the upload itself.
    const art = banners[0].img
      .split('/')
      .pop()!
      .replace(/\.\w+$/, '.');
    const isFirstPicture = (path: string) => path.includes(`/banners/${art}`);
    const order: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') || pathname.includes('/banners/')) {
        order.push(pathname);
      }
    });
    // The page's clock stands still and moves only as the test moves it: the hero's grace period
    // (HERO_WAIT_MS, from the page's first render) passes no faster on a slow machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const answerBanners = await holdCalls(page, `**${BANNER_CALL}`);
    // The order the app asks in when it draws the page itself (the prerendered page has it all).
    await withoutPrerender(page, '/');
    await page.goto('/', { waitUntil: 'commit' });
    const started = await stepClockUntil(
      page,
      async () => order.includes(BANNER_CALL) && page.locator('main h1').first().isVisible(),
      1000,
    );
    // While the banner call is out, for most of the grace period: nothing else is asked for, and
    // the bands below the fold have not rendered (the first render stays short)…
    await page.clock.runFor(HERO_WAIT_MS - 1000);
    await expect(section(page, /最近在做什么/)).toHaveCount(0);
    expect(order).toEqual([BANNER_CALL]);
    // …and answered within it, the hero's picture comes before the lower calls: they are asked
    // for once it is in (the frame after), before the grace period is over.
    answerBanners();
    await stepClockUntil(
      page,
      () => lowerCalls.every((call) => order.includes(call)),
      1000 - started - 16,
    );
    const pictureAt = order.findIndex(isFirstPicture);
    expect(pictureAt, 'the first banner picture is asked for').toBeGreaterThan(0);
    for (const call of lowerCalls) expect(order.indexOf(call), call).toBeGreaterThan(pictureAt);
    await page.clock.resume();
    await expectSlide(page, 1);
    await expect(
      section(page, /最近在做什么/).getByRole('link', { name: latestNews[0].title }),
    ).toHaveAttribute('href', `/newsLantu?id=${latestNews[0].id}`);
  });

  sharedTest('the carousel moves by buttons, dots and arrow keys', async ({ page }) => {
    await withoutAutoplay(page);
    await gotoPage(page, '/');
    const region = carousel(page);
    await region.getByRole('button', { name: '下一张' }).click();
    await expectSlide(page, 2);
    await region.getByRole('button', { name: '上一张' }).click();
    await expectSlide(page, 1);
    await region.getByRole('button', { name: '上一张' }).click();
    await expectSlide(page, banners.length);
    await region.getByRole('button', { name: `第 3 张：${banners[2].title}` }).click();
    await expectSlide(page, 3);
    await expect(
      region.getByRole('button', { name: `第 3 张：${banners[2].title}` }),
    ).toHaveAttribute('aria-current', 'true');

    await region.getByRole('button', { name: '下一张' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 4);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 4);
    // The banner's own link follows the slide shown.
    await expect(activeSlide(page).getByRole('link')).toHaveAttribute('href', banners[3].link);
  });

  test('the carousel autoplays every 6 s and pauses on hover and keyboard focus', async ({
    page,
  }) => {
    const from = await playingFromKnownMoment(page);

    await page.clock.runFor(5000);
    await expectSlide(page, from);
    await page.clock.runFor(1500);
    await expectSlide(page, (from % banners.length) + 1);

    // Hover holds the banner; leaving lets it go on.
    const held = await slideNumber(page);
    await activeSlide(page).getByRole('heading').hover();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(15000);
    await expectSlide(page, held);
    await page.mouse.move(5, 5);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(6500);
    await expectSlide(page, (held % banners.length) + 1);

    // Keyboard focus inside holds it too.
    const focusedOn = await slideNumber(page);
    await page.keyboard.press('Tab');
    await carousel(page).getByRole('button', { name: '下一张' }).focus();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(15000);
    await expectSlide(page, focusedOn);

    // The visitor can stop it altogether.
    await carousel(page).getByRole('button', { name: '暂停自动播放' }).click();
    await expect(carousel(page).getByRole('button', { name: '开始自动播放' })).toBeVisible();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(15000);
    await expectSlide(page, focusedOn);
  });

  test('scrolled out of view, the carousel holds its banner and the time left on it', async ({
    page,
  }) => {
    const from = await playingFromKnownMoment(page);
    await page.clock.runFor(3000);

    // Read on down the page until less than a quarter of the hero shows: it holds; a little more
    // than a quarter, it plays. (Scrolled here, not by pan.ts's scrollPageTo: that waits on
    // frames and timers, which the paused clock holds.)
    const box = (await carousel(page).boundingBox())!;
    const away = async (shown: number) => {
      await page.evaluate(
        (y) => window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior }),
        box.y + box.height - shown,
      );
    };
    await away(box.height * 0.2);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await away(box.height * 0.3);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await away(box.height * 0.2);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(15000);
    await expectSlide(page, from);

    // Back up: it goes on with the 3 s that were left, not a fresh 6.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior }));
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(2500);
    await expectSlide(page, from);
    await page.clock.runFor(1000);
    await expectSlide(page, (from % banners.length) + 1);
  });

  test('under reduced motion the carousel does not autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoPage(page, '/');
    await expect(activeSlide(page)).toBeVisible();
    await pauseClock(page);
    await expect(carousel(page).getByRole('button', { name: '开始自动播放' })).toBeVisible();
    await page.clock.runFor(20000);
    await expectSlide(page, 1);
    // Manual controls still work.
    await carousel(page).getByRole('button', { name: '下一张' }).click();
    await expectSlide(page, 2);
  });

  sharedTest(
    'the carousel follows a swipe on touch screens',
    { tag: '@width' },
    async ({ page }) => {
      test.skip(!isMobile(page), 'touch only');
      await withoutAutoplay(page);
      await gotoPage(page, '/');
      await expectSlide(page, 1);
      const box = (await carousel(page).boundingBox())!;
      const y = Math.round(box.y + box.height / 3);
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (fromX: number, toX: number) => {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: fromX, y }],
        });
        for (let step = 1; step <= 5; step += 1) {
          const x = Math.round(fromX + ((toX - fromX) * step) / 5);
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x, y }],
          });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(320, 60);
      await expectSlide(page, 2);
      await swipe(60, 320);
      await expectSlide(page, 1);
    },
  );

  sharedTest('company facts count up to their final values', async ({ page }) => {
    await gotoPage(page, '/');
    const facts = section(page, /十八年/);
    await facts.scrollIntoViewIfNeeded();
    await expect(facts.getByTestId('stat-live')).toHaveText(
      companyFacts.map((f) => `${f.value}${f.suffix}`),
    );
  });

  sharedTest(
    'the case showcase switches service groups and leads to case details',
    async ({ page }) => {
      await gotoPage(page, '/');
      const showcase = section(page, /每一个案例/);
      const tabs = showcase.getByRole('tab');
      await expect(tabs).toHaveText(services.map((s) => s.name));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = showcase.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
        groups[0].caseList[0].title,
      );

      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
      await expect(panel).toHaveAttribute(
        'aria-labelledby',
        (await tabs.nth(2).getAttribute('id'))!,
      );
      await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
        groups[2].caseList[0].title,
      );

      // Arrow keys move along the tab list (roving focus).
      await tabs.nth(2).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
        groups[3].caseList[0].title,
      );
      await page.keyboard.press('End');
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');

      const target = groups[5].caseList[0];
      const card = panel.getByRole('link', { name: target.title });
      await expect(card).toHaveAttribute('href', `/customerCase/caseDetail?id=${target.id}`);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/customerCase/caseDetail\\?id=${target.id}$`));
    },
  );

  sharedTest('the services overview links to the six service pages', async ({ page }) => {
    await gotoPage(page, '/');
    const overview = section(page, /六大服务/);
    for (const s of services) {
      await expect(overview.getByRole('link', { name: s.name, exact: true })).toHaveAttribute(
        'href',
        s.path,
      );
    }
    await overview.getByRole('link', { name: '数字营销', exact: true }).click();
    await expect(page).toHaveURL(/\/serviceContent\/digitalMarketing$/);
  });

  // At every width: the videos keep their 16:9 shape (the phone's layout is another).
  sharedTest(
    'classic cases and department videos come from the API',
    { tag: '@width' },
    async ({ page }) => {
      await gotoPage(page, '/');
      const classic = section(page, '各中心的代表作');
      await classic.scrollIntoViewIfNeeded();
      for (const item of classicCases) {
        await expect(classic.getByRole('link', { name: item.title })).toHaveAttribute(
          'href',
          `/customerCase/caseDetail?id=${item.caseId}`,
        );
      }
      await expect(classic.getByText(classicCases[0].department)).toBeVisible();

      const videos = section(page, /看见一个团队/);
      await videos.scrollIntoViewIfNeeded();
      const players = videos.locator('video');
      await expect(players).toHaveCount(depVideos.length);
      const first = players.first();
      // Its still: a picture of the uploaded poster under the player (transparent until it plays),
      // the size its frame needs as AVIF or WebP; once it has arrived, the player's own poster is
      // the variant the browser chose.
      const name = depVideos[0].poster
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '');
      const still = videos.locator('picture img').first();
      await expect
        .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const chosen = await still.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(chosen).toMatch(
        new RegExp(`/_img/w\\d+q\\d+/uploads/videos/${name}\\.jpg\\.(?:avif|webp)$`),
      );
      await expect(first).toHaveAttribute('poster', chosen);
      // A finger on the frame meets the player (its controls), not the still.
      await expectReachable(first);
      await expect(first).toHaveAttribute('preload', 'none');
      await expect(first).toHaveAttribute('controls', '');
      await expect(first.locator('source')).toHaveAttribute(
        'src',
        new RegExp(`${depVideos[0].src}$`),
      );
      await expect(videos.getByRole('heading', { level: 3 })).toHaveText(
        depVideos.map((v) => v.title),
      );
      const box = (await first.boundingBox())!;
      expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    },
  );

  sharedTest('latest news link to their detail pages and to the news list', async ({ page }) => {
    await gotoPage(page, '/');
    const news = section(page, /最近在做什么/);
    await news.scrollIntoViewIfNeeded();
    for (const item of latestNews) {
      await expect(news.getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        `/newsLantu?id=${item.id}`,
      );
    }
    await expect(news.getByRole('link', { name: '更多新闻' })).toHaveAttribute(
      'href',
      '/aboutLantu/1',
    );
    await news.getByRole('link', { name: latestNews[1].title }).click();
    await expect(page).toHaveURL(new RegExp(`/newsLantu\\?id=${latestNews[1].id}$`));
  });

  sharedTest('the call to action opens the consultation dialog', async ({ page }) => {
    await gotoPage(page, '/');
    const cta = section(page, '有新项目？和澜图聊聊');
    await cta.scrollIntoViewIfNeeded();
    await cta.getByRole('button', { name: '预约咨询' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('预约咨询');
  });
});

test.describe('home page with a failing call', () => {
  test('a failed banner call toasts, offers 重试, and the rest of the page works', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsole(/轮播服务维护中/);
    await withoutAutoplay(page);
    let fail = true;
    await page.route('**/api/index/bannerWebList', (route) =>
      fail
        ? route.fulfill({ json: { success: false, code: '500', message: '轮播服务维护中' } })
        : route.continue(),
    );
    // As the app draws it (a prerendered page keeps its banners when the call fails).
    await gotoUnprerendered(page, '/');
    await expect(page.getByText('轮播服务维护中')).toBeVisible();
    await expect(page).toHaveTitle('设计创造价值');

    // The hero falls back to the brand statement, with its one h1, and offers a retry.
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('设计创造价值');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('alert')).toContainText('焦点图暂时没有加载出来');
    const retry = hero.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();

    // The other sections are unaffected.
    const showcase = section(page, /每一个案例/);
    await expect(showcase.getByRole('tab')).toHaveCount(services.length);
    await showcase.getByRole('tab').nth(1).click();
    await expect(
      showcase.getByRole('tabpanel').getByRole('heading', { level: 3 }).first(),
    ).toHaveText(groups[1].caseList[0].title);
    const news = section(page, /最近在做什么/);
    await expect(news.getByRole('link', { name: latestNews[0].title })).toBeVisible();
    const videos = section(page, /看见一个团队/);
    await videos.scrollIntoViewIfNeeded();
    await expect(videos.locator('video').first()).toBeAttached();
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(1);

    // 重试 asks for the banners only, and the carousel appears.
    fail = false;
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname);
    });
    await retry.click();
    await expectSlide(page, 1);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(calls).toEqual(['/api/index/bannerWebList']);
  });

  sharedTest('a failed case call shows 重试 in the showcase only', async ({ page }) => {
    await withoutAutoplay(page);
    let fail = true;
    await page.route('**/api/index/caseTypeCaseList', (route) =>
      fail
        ? route.fulfill({ json: { success: false, code: '500', message: '案例服务维护中' } })
        : route.continue(),
    );
    // As the app draws it (a prerendered page keeps its cases when the call fails).
    await gotoUnprerendered(page, '/');
    await expect(page.getByText('案例服务维护中')).toBeVisible();
    const showcase = section(page, /每一个案例/);
    await expect(showcase.getByRole('alert')).toBeVisible();
    await expectSlide(page, 1);
    fail = false;
    await showcase.getByRole('button', { name: '重试' }).click();
    await expect(showcase.getByRole('tab')).toHaveCount(services.length);
  });

  sharedTest(
    'odd or hostile data from the API never breaks the page',
    async ({ page, consoleGuard }) => {
      // The banner below points at a picture that does not exist: the fallback panel shows instead.
      consoleGuard.allowConsole(/Failed to load resource: .* 404/);
      await withoutAutoplay(page);
      const hostile = '<img src=x onerror="window.__pwned=1">';
      await page.route('**/api/index/bannerWebList', (route) =>
        route.fulfill({
          json: {
            success: true,
            code: '200',
            message: 'ok',
            data: [
              null,
              'banner',
              { id: 7, title: '' },
              {
                id: 8,
                title: hostile,
                subtitle: hostile,
                img: 'images/banners/missing.svg',
                alt: '',
                link: 'javascript:window.__pwned=1',
                linkText: '危险链接',
              },
            ],
          },
        }),
      );
      await page.route('**/api/index/newsWebList', (route) =>
        route.fulfill({
          json: { success: true, code: '200', message: 'ok', data: { not: 'a list' } },
        }),
      );
      await page.route('**/api/index/caseTypeCaseList', (route) =>
        route.fulfill({
          json: {
            success: true,
            code: '200',
            message: 'ok',
            data: [{ id: 11, name: '用户体验设计', caseList: [null, { id: 1 }] }, { name: '' }],
          },
        }),
      );
      await gotoPage(page, '/');
      // The one usable banner shows its title as text; its javascript: link is refused.
      await expectSlideCount(page, 1);
      await expect(activeSlide(page).getByRole('heading', { level: 2 })).toHaveText(hostile);
      await expect(activeSlide(page).getByRole('link')).toHaveCount(0);
      // A list that is not a list, and a group of unusable cases, end as quiet empty states.
      await expect(section(page, /最近在做什么/).getByText('暂时还没有新闻')).toBeVisible();
      const showcase = section(page, /每一个案例/);
      await expect(showcase.getByRole('tab')).toHaveCount(1);
      await expect(showcase.getByRole('tabpanel')).toContainText('正在整理中');
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    },
  );
});

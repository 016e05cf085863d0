/**
 * How the browser tests' server is built and run: the mock answers at once and never fails unless
 * a spec asks it to, and picture variants are made by the preview on request (a deploy build
 * writes them all: scripts/pictures). Read by config/playwright.config.ts and scripts/test.
 */
export const E2E_SERVER_ENV = { MOCK_DELAY: '0', MOCK_FAIL: '0', PICTURES: 'on-request' } as const;

import { createConfig } from 'umi/test';
import type { Config } from 'jest';

/**
 * Unit tests (tests/unit). Aliases are set here rather than through umi's `configUmiAlias`,
 * which boots the whole umi service and fails while any page is mid-edit; `umi` resolves to the
 * generated exports in src/.umi (made by `umi setup`, run on install).
 */
const base = createConfig({
  target: 'browser',
  jsTransformer: 'esbuild',
  jsTransformerOpts: { jsx: 'automatic' },
}) as Config;

const config: Config = {
  ...base,
  rootDir: process.cwd(),
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@@/(.*)$': '<rootDir>/src/.umi/$1',
    '^umi$': '<rootDir>/src/.umi/exports.ts',
  },
  // One worker per core: jest's default leaves one core to itself, which on a 2-core machine is
  // one worker for 1,400 tests.
  maxWorkers: '100%',
  // The files that take longest first, so that neither worker is left running one alone at the
  // end (jest's own order, without a record of the last run, goes by file size).
  testSequencer: '<rootDir>/scripts/test/jestSequencer.js',
  collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', '!src/.umi*/**'],
};

export default config;

/**
 * mock/prerendered.ts: `umi preview` answers a prerendered case or news page with its own HTML, and
 * nothing else: only a plain positive id whose file the build wrote, never in `umi dev`.
 */
import fs from 'fs';
import path from 'path';
import handlers, { prerenderedFile } from '../../../mock/prerendered';

const dir = path.resolve(__dirname, '../../../dist/customerCase/caseDetail');
const file = path.join(dir, '987654321.html');
let created = false;
const env = process.env.NODE_ENV;

beforeAll(() => {
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, '<p>case</p>');
    created = true;
  }
});
afterAll(() => {
  if (created) fs.rmSync(file);
});
afterEach(() => {
  process.env.NODE_ENV = env;
});

describe('prerenderedFile', () => {
  it('finds the file the build wrote for a plain id', () => {
    expect(prerenderedFile('customerCase/caseDetail', '987654321')).toBe(file);
  });

  it('refuses anything but a plain positive id, and ids without a file', () => {
    for (const id of [
      '0',
      '-1',
      '1.5',
      '01',
      '../index',
      '1/../../x',
      '',
      undefined,
      ['1'],
      '9876543210',
    ]) {
      expect(prerenderedFile('customerCase/caseDetail', id)).toBeNull();
    }
    expect(prerenderedFile('customerCase/caseDetail', '987654320')).toBeNull();
  });

  it('never answers in umi dev (its pages are not prerendered)', () => {
    process.env.NODE_ENV = 'development';
    expect(prerenderedFile('customerCase/caseDetail', '987654321')).toBeNull();
  });
});

describe('the preview route', () => {
  const handler = (handlers as unknown as Record<string, (...args: unknown[]) => void>)[
    'GET /customerCase/caseDetail'
  ];

  it('sends the page as uncached HTML, or hands over to the plain shell', () => {
    const headers: Record<string, string> = {};
    let body = '';
    const next = jest.fn();
    handler(
      { query: { id: '987654321' } },
      { setHeader: (k: string, v: string) => (headers[k] = v), end: (b: string) => (body = b) },
      next,
    );
    expect(body).toBe('<p>case</p>');
    expect(headers['Content-Type']).toMatch(/text\/html/);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(next).not.toHaveBeenCalled();

    handler({ query: { id: 'x' } }, { setHeader: jest.fn(), end: jest.fn() }, next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});

/**
 * src/utils/url.ts: every URL from API data is judged by where the browser will really take it.
 * The page is http://localhost/ (jsdom) unless a test passes another.
 */
import { assetUrl, classifyLink } from '@/utils/url';

afterEach(() => {
  delete window.routerBase;
  delete window.publicPath;
});

const page = (href: string) => new URL(href);

describe('classifyLink: links that leave the site are external, whatever they look like', () => {
  it.each([
    ['/\\evil.example/x', 'http://evil.example/x'],
    ['/\t/evil.example/x', 'http://evil.example/x'],
    ['/\n/evil.example/x', 'http://evil.example/x'],
    ['/\r\n/evil.example', 'http://evil.example/'],
    ['\\\\evil.example/x', 'http://evil.example/x'],
    ['//evil.example/x', 'http://evil.example/x'],
    ['  //evil.example', 'http://evil.example/'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['HTTP://EXAMPLE.COM', 'http://example.com/'],
    ['http://localhost:8080/x', 'http://localhost:8080/x'],
  ])('%j → external %s', (raw, href) => {
    expect(classifyLink(raw)).toEqual({ kind: 'external', href });
  });

  it('is external on an https page too, and keeps the scheme it was given', () => {
    expect(classifyLink('/\\evil.example/x', page('https://www.lantu-design.cn/'))).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
  });
});

describe('classifyLink: internal only on the site’s own origin', () => {
  it.each([
    ['/customerCase/1', '/customerCase/1'],
    ['  /aboutLantu/1  ', '/aboutLantu/1'],
    ['/customerCase/caseDetail?id=12', '/customerCase/caseDetail?id=12'],
    ['customerCase/1', '/customerCase/1'],
    ['http://localhost/contactUs?type=2#map', '/contactUs?type=2#map'],
    ['/a/../contactUs', '/contactUs'],
  ])('%j → internal %s', (raw, href) => {
    expect(classifyLink(raw)).toEqual({ kind: 'internal', href, to: href });
  });

  it('reads relative links against the page, as the browser will', () => {
    expect(classifyLink('?id=2', page('http://localhost/newsLantu?id=1'))).toEqual({
      kind: 'internal',
      href: '/newsLantu?id=2',
      to: '/newsLantu?id=2',
    });
    expect(classifyLink('#part')).toEqual({ kind: 'internal', href: '#part', to: '#part' });
  });

  it('an absolute link to the site’s own address is internal', () => {
    expect(
      classifyLink('https://www.lantu-design.cn/rule', page('https://www.lantu-design.cn/')),
    ).toEqual({ kind: 'internal', href: '/rule', to: '/rule' });
  });

  it('follows the router base: routes from data get it, addresses that have it keep it', () => {
    window.routerBase = '/lantu/';
    const here = page('http://localhost/lantu/');
    expect(classifyLink('/contactUs', here)).toEqual({
      kind: 'internal',
      href: '/lantu/contactUs',
      to: '/contactUs',
    });
    expect(classifyLink('/lantu/contactUs', here)).toEqual({
      kind: 'internal',
      href: '/lantu/contactUs',
      to: '/contactUs',
    });
    expect(classifyLink('customerCase/2', here)).toEqual({
      kind: 'internal',
      href: '/lantu/customerCase/2',
      to: '/customerCase/2',
    });
  });
});

describe('classifyLink: other schemes are dropped, mail and phone open the visitor’s app', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'file:///etc/passwd',
    'blob:http://localhost/x',
    'http://',
    '',
    '   ',
    null,
    undefined,
    42,
    { href: '/x' },
  ])('%j → null', (raw) => {
    expect(classifyLink(raw)).toBeNull();
  });

  it('keeps mailto: and tel: as contact links', () => {
    expect(classifyLink('mailto:hr@lantu-design.cn')).toEqual({
      kind: 'contact',
      href: 'mailto:hr@lantu-design.cn',
    });
    expect(classifyLink('tel:4008262005')).toEqual({ kind: 'contact', href: 'tel:4008262005' });
  });
});

describe('assetUrl: pictures, videos and posters only from the site or its CDN', () => {
  it('serves relative paths from the public path, and root paths as they are', () => {
    expect(assetUrl('images/a.svg')).toBe('/images/a.svg');
    expect(assetUrl('/static/a.png')).toBe('/static/a.png');
    window.routerBase = '/lantu';
    expect(assetUrl('images/a.svg')).toBe('/lantu/images/a.svg');
  });

  it('allows the CDN of window.publicPath and nothing else', () => {
    window.publicPath = 'https://cdn.example.com/site/';
    expect(assetUrl('images/a.svg')).toBe('https://cdn.example.com/site/images/a.svg');
    expect(assetUrl('https://cdn.example.com/other/b.png')).toBe(
      'https://cdn.example.com/other/b.png',
    );
    expect(assetUrl('https://img.example.com/a.png')).toBe('');
  });

  it('refuses other origins however they are written', () => {
    [
      'https://img.example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example/a.png',
      '\\\\evil.example/a.png',
      'http://localhost:9999/a.png',
    ].forEach((raw) => expect(assetUrl(raw)).toBe(''));
  });

  it('keeps raster data: pictures and refuses every other scheme', () => {
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'ftp://localhost/a.png',
      'blob:http://localhost/1',
      '',
      '  ',
      null,
      7,
    ].forEach((raw) => expect(assetUrl(raw)).toBe(''));
  });

  it('on the site, answers a root path (the same in the prerendered HTML and the browser)', () => {
    expect(assetUrl('http://localhost/images/a.svg')).toBe('/images/a.svg');
  });
});

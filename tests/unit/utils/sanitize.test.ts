import { sanitizeHtml } from '@/utils/sanitize';

/** Parses sanitised output the way the page will (innerHTML) and returns the container. */
function render(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

/** A variant the picture service names: on the site or its CDN, under `_img/`, with its width. */
const OUR_VARIANT =
  /^(?:https:\/\/cdn\.example(?:\.com)?\/(?:lantu\/)?|\/)_img\/w\d+q\d+\/[^\s]+\.(?:avif|webp) \d+w$/;

/** Everything dangerous that could survive: no element, attribute or URL of these kinds. */
function expectInert(div: HTMLElement) {
  const forbidden =
    'script, style, iframe, frame, object, embed, form, input, button, textarea, select, svg, math, link, meta, base, template, noscript, video, audio';
  expect(div.querySelectorAll(forbidden)).toHaveLength(0);
  div.querySelectorAll('*').forEach((el) => {
    // The picture markup the sanitiser writes itself (variants and the placeholder behind the
    // picture): only our own variant addresses, never anything from the input.
    const ours = el.parentElement?.tagName === 'PICTURE';
    Array.from(el.attributes).forEach((attr) => {
      if (ours && el.tagName === 'SOURCE' && ['srcset', 'sizes', 'type'].includes(attr.name)) {
        if (attr.name === 'srcset') {
          attr.value.split(', ').forEach((c) => expect(c).toMatch(OUR_VARIANT));
        }
        return;
      }
      if (ours && el.tagName === 'IMG' && attr.name === 'style') {
        expect(attr.value).toMatch(/^background-image:url\("[^"()\\]+"\)$/);
        return;
      }
      expect(attr.name).not.toMatch(/^on/i);
      expect([
        'style',
        'srcdoc',
        'srcset',
        'formaction',
        'action',
        'class',
        'id',
        'name',
      ]).not.toContain(attr.name);
      expect(attr.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(
        /^(?:javascript|vbscript|data:text|data:image\/svg)/i,
      );
    });
  });
  expect(div.innerHTML).not.toMatch(/javascript:|expression\(|alert\(/i);
}

declare global {
  interface Window {
    __xss?: unknown;
  }
}

afterEach(() => {
  delete window.__xss;
  delete window.routerBase;
  delete window.publicPath;
});

describe('sanitizeHtml: hostile markup', () => {
  const HOSTILE: [string, string][] = [
    ['script tag', '<p>前</p><script>window.__xss = 1; alert(1)</script><p>后</p>'],
    ['script with src', '<script src="https://evil.example/x.js"></script>'],
    ['img onerror', '<img src="x" onerror="window.__xss=1;alert(1)">'],
    ['img onerror without quotes', '<img src=x onerror=alert(1)//>'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    [
      'svg with script',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
    ],
    ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['javascript: link', '<a href="javascript:alert(1)">点我</a>'],
    ['obfuscated javascript: link', '<a href="  jav&#x09;ascript&colon;alert(1)">点我</a>'],
    [
      'entity-encoded javascript:',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ['upper-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
    [
      'data:text/html link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    ],
    ['data:svg image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>正文</p>'],
    ['style attribute expression', '<p style="width: expression(alert(1))">正文</p>'],
    ['style attribute url(javascript:)', '<p style="background:url(javascript:alert(1))">正文</p>'],
    [
      'form and input',
      '<form action="https://evil.example"><input name="pwd" autofocus onfocus="alert(1)"><button formaction="javascript:alert(1)">提交</button></form>',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="https://evil.example/">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
    [
      'nested and mangled',
      '<<script>script>alert(1)<</script>/script><img src="x"/onerror=alert(1)>',
    ],
    ['unclosed attribute', '<a href="https://ok.example" onmouseover="alert(1)" title="x>hi</a>'],
    ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['DOM clobbering', '<img name="cookie" id="location" src="images/a.svg"><form id="x"></form>'],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(1)">正文</p>'],
    ['srcset', '<img src="images/a.svg" srcset="javascript:alert(1) 1x">'],
  ];

  it.each(HOSTILE)('%s leaves nothing that can run', (_name, html) => {
    const div = render(html);
    expectInert(div);
    // Attaching the result to the document runs nothing either.
    document.body.appendChild(div);
    div.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    div.querySelectorAll('*').forEach((el) => el.dispatchEvent(new MouseEvent('mouseover')));
    expect(window.__xss).toBeUndefined();
    div.remove();
  });

  it('removes script and style together with their content', () => {
    const out = sanitizeHtml(
      '<p>甲</p><script>var secret = 1;</script><style>.a{}</style><p>乙</p>',
    );
    expect(out).toBe('<p>甲</p><p>乙</p>');
  });

  it('drops a picture whose source is unsafe instead of showing a broken one', () => {
    expect(render('<img src="javascript:alert(1)" alt="x">').querySelectorAll('img')).toHaveLength(
      0,
    );
    expect(render('<img alt="无图">').querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps the text of a link whose href is unsafe, without the href', () => {
    const a = render('<a href="javascript:alert(1)">点我</a>').querySelector('a');
    expect(a).not.toBeNull();
    expect(a?.textContent).toBe('点我');
    expect(a?.hasAttribute('href')).toBe(false);
  });

  it('answers empty for anything that is not a string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml({ toString: () => '<script>alert(1)</script>' })).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});

describe('sanitizeHtml: safe content stays', () => {
  it('keeps headings, paragraphs, emphasis, lists, figures and tables', () => {
    window.publicPath = 'https://cdn.example/';
    const html =
      '<h3>标题</h3><p>正文 <strong>加粗</strong> <em>强调</em></p><ul><li>一</li><li>二</li></ul><ol><li>甲</li></ol>' +
      '<blockquote>引用</blockquote><figure><img src="https://cdn.example/a.png" alt="配图" width="1200" height="675"><figcaption>图注</figcaption></figure>' +
      '<table><thead><tr><th scope="col">年份</th></tr></thead><tbody><tr><td>2023</td></tr></tbody></table>';
    const div = render(html);
    // The body's one heading sits right under the page's <h1> (see the heading tests below).
    expect(div.querySelector('h2')?.textContent).toBe('标题');
    expect(div.querySelector('strong')?.textContent).toBe('加粗');
    expect(div.querySelectorAll('li')).toHaveLength(3);
    expect(div.querySelector('blockquote')?.textContent).toBe('引用');
    expect(div.querySelector('figcaption')?.textContent).toBe('图注');
    expect(div.querySelector('th')?.getAttribute('scope')).toBe('col');
    const img = div.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(img?.getAttribute('alt')).toBe('配图');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('675');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('rewrites relative picture paths through the public path', () => {
    expect(
      render('<img src="images/news/news-1-body.svg" alt="a">')
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/images/news/news-1-body.svg');
    window.routerBase = '/lantu/';
    expect(
      render('<img src="images/news/news-1-body.svg" alt="a">')
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/lantu/images/news/news-1-body.svg');
  });

  it('keeps raster data: pictures', () => {
    const src = 'data:image/png;base64,iVBORw0KGgo=';
    expect(render(`<img src="${src}" alt="点">`).querySelector('img')?.getAttribute('src')).toBe(
      src,
    );
  });

  it('opens external links in a new tab with noopener, and only those', () => {
    const div = render(
      '<a href="https://www.example.com/report">外部</a><a href="//cdn.example/x">协议相对</a>' +
        '<a href="/aboutLantu/3" target="_blank" rel="opener">内部</a><a href="#part">锚点</a>' +
        '<a href="mailto:hr@lantu-design.cn">邮件</a><a href="tel:4008262005">电话</a>',
    );
    const [external, relative, internal, anchor, mail, tel] = Array.from(div.querySelectorAll('a'));
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(relative.getAttribute('target')).toBe('_blank');
    expect(relative.getAttribute('rel')).toBe('noopener noreferrer');
    [internal, anchor, mail, tel].forEach((a) => {
      expect(a.hasAttribute('target')).toBe(false);
      expect(a.hasAttribute('rel')).toBe(false);
    });
    expect(internal.getAttribute('href')).toBe('/aboutLantu/3');
    expect(mail.getAttribute('href')).toBe('mailto:hr@lantu-design.cn');
    expect(tel.getAttribute('href')).toBe('tel:4008262005');
  });

  it('points internal root paths at the router base', () => {
    window.routerBase = '/lantu/';
    expect(render('<a href="/contactUs">联系</a>').querySelector('a')?.getAttribute('href')).toBe(
      '/lantu/contactUs',
    );
  });

  it('sanitises the real news bodies without losing their structure', () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires -- mock data read as plain data
    const { news } = require('../../../mock/data/news') as typeof import('../../../mock/data/news');
    news.forEach((item) => {
      const div = render(item.content);
      expectInert(div);
      const source = document.createElement('div');
      source.innerHTML = item.content;
      expect(div.querySelectorAll('p').length).toBe(source.querySelectorAll('p').length);
      expect(div.querySelectorAll('img').length).toBe(source.querySelectorAll('img').length);
      expect(div.textContent).toBe(source.textContent);
    });
  });
});

describe('links and pictures go through the site’s URL classifier (src/utils/url.ts)', () => {
  it.each([
    ['/\\evil.example/x', 'http://evil.example/x'],
    ['/\t/evil.example/x', 'http://evil.example/x'],
    ['/&#9;/evil.example/x', 'http://evil.example/x'],
    ['/&#10;/evil.example/x', 'http://evil.example/x'],
  ])('a link %j that leaves the site is external, in a new tab', (href, where) => {
    const a = render(`<a href="${href}">链接</a>`).querySelector('a');
    expect(a?.getAttribute('href')).toBe(where);
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('reads a relative link against the page, as the browser would', () => {
    expect(render('<a href="relative/path">x</a>').querySelector('a')?.getAttribute('href')).toBe(
      '/relative/path',
    );
    expect(render('<a href="?id=2">x</a>').querySelector('a')?.getAttribute('href')).toBe('/?id=2');
  });

  it.each([
    'https://img.example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'ftp://x.example/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('a picture from %j is removed', (src) => {
    expect(render(`<img src="${src}" alt="x">`).querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps pictures from the site and from the configured CDN', () => {
    expect(
      render('<img src="/images/a.svg" alt="x">').querySelector('img')?.getAttribute('src'),
    ).toBe('/images/a.svg');
    window.publicPath = 'https://cdn.example.com/lantu/';
    expect(
      render('<img src="https://cdn.example.com/lantu/images/a.png" alt="x">')
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('https://cdn.example.com/lantu/images/a.png');
  });
});

describe('sanitizeHtml: headings sit under the page’s <h1>', () => {
  // The output parsed as it is (render() above sanitises with the defaults).
  const parse = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div;
  };
  const levels = (html: string, topHeading?: number) =>
    Array.from(parse(sanitizeHtml(html, { topHeading })).querySelectorAll('h1,h2,h3,h4,h5,h6')).map(
      (h) => `${h.tagName.toLowerCase()}:${h.textContent}`,
    );

  it.each([
    ['<h1>一</h1><p>x</p><h2>二</h2><h3>三</h3>', ['h2:一', 'h3:二', 'h4:三']],
    ['<h3>一</h3><h4>二</h4><h3>三</h3>', ['h2:一', 'h3:二', 'h2:三']],
    ['<h5>一</h5><h6>二</h6>', ['h2:一', 'h3:二']],
    ['<h2>一</h2><h3>二</h3>', ['h2:一', 'h3:二']],
  ])('%s moves as one, in order', (html, expected) => {
    expect(levels(html)).toEqual(expected);
  });

  it('keeps a level past 6 at 6, and takes another top level when asked', () => {
    expect(levels('<h1>一</h1><h6>六</h6>')).toEqual(['h2:一', 'h6:六']);
    expect(levels('<h4>一</h4><h5>二</h5>', 3)).toEqual(['h3:一', 'h4:二']);
  });

  it('keeps what is inside a heading and its allowed attributes, and nothing that was removed', () => {
    const div = parse(
      sanitizeHtml('<h4 lang="en" onclick="x()" class="c">A <em>b</em><script>x()</script></h4>'),
    );
    expect(div.innerHTML).toBe('<h2 lang="en">A <em>b</em></h2>');
  });
});

describe('sanitizeHtml: body pictures come as the site’s other pictures do', () => {
  it('an uploaded picture: AVIF and WebP variants at the article column’s sizes, its tiny copy behind it', () => {
    const div = render(
      '<figure><img src="uploads/news/news-1-body.jpg" alt="团队" width="1200" height="675"><figcaption>图注</figcaption></figure>',
    );
    const picture = div.querySelector('figure > picture')!;
    const sources = Array.from(picture.querySelectorAll('source'));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toMatch(
      /^\/_img\/w(\d+)q50\/uploads\/news\/news-1-body\.jpg\.avif \1w, /,
    );
    expect(sources[0].getAttribute('sizes')).toBe(
      '(min-width: 848px) 800px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/news/news-1-body.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('style')).toBe(
      'background-image:url("/_img/w16q40/uploads/news/news-1-body.jpg.webp")',
    );
    expect(div.querySelector('figcaption')?.textContent).toBe('图注');
  });

  it('keeps vector art as it is, and takes no srcset, sizes or <source> from the API', () => {
    const div = render(
      '<img src="images/a.svg" alt="图"><picture><source srcset="https://evil.example/x.avif" type="image/avif"><img src="uploads/b.png" srcset="https://evil.example/y.png 2x" sizes="1px" alt="乙"></picture>',
    );
    expect(div.querySelector('img[alt="图"]')?.parentElement?.tagName).toBe('DIV');
    expect(div.innerHTML).not.toContain('evil.example');
    expect(div.querySelectorAll('picture')).toHaveLength(1);
    expect(div.querySelector('picture img')?.getAttribute('src')).toBe('/uploads/b.png');
    expect(div.querySelector('picture img')?.hasAttribute('srcset')).toBe(false);
    expect(div.querySelector('picture img')?.hasAttribute('sizes')).toBe(false);
  });
});

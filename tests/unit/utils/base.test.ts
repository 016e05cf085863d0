import { apiBase, assetUrl, currentRoutePath, publicPath, routerBase } from '@/utils/base';

afterEach(() => {
  delete window.routerBase;
  delete window.publicPath;
  delete window.apiBase;
});

describe('run-time paths', () => {
  it('defaults to the root', () => {
    expect(routerBase()).toBe('/');
    expect(publicPath()).toBe('/');
    expect(assetUrl('images/a.svg')).toBe('/images/a.svg');
    expect(currentRoutePath('/customerCase')).toBe('/customerCase');
    expect(apiBase()).toBe('');
  });

  it('follows window.routerBase and window.publicPath', () => {
    window.routerBase = '/lantu';
    expect(routerBase()).toBe('/lantu/');
    expect(currentRoutePath('/lantu/login')).toBe('/login');
    expect(currentRoutePath('/lantu')).toBe('/');
    expect(assetUrl('images/a.svg')).toBe('/lantu/images/a.svg');
    window.publicPath = 'https://cdn.example.com/site/';
    expect(assetUrl('images/a.svg')).toBe('https://cdn.example.com/site/images/a.svg');
  });

  it('passes absolute URLs and root paths through', () => {
    window.routerBase = '/lantu/';
    expect(assetUrl('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(assetUrl('/static/a.png')).toBe('/static/a.png');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(assetUrl('')).toBe('');
  });

  it('reads the API base without a trailing slash', () => {
    window.apiBase = 'https://api.example.com/';
    expect(apiBase()).toBe('https://api.example.com');
  });
});

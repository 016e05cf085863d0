import { apiBase, currentRoutePath, publicPath, routerBase } from '@/utils/base';

afterEach(() => {
  delete window.routerBase;
  delete window.publicPath;
  delete window.apiBase;
});

describe('run-time paths', () => {
  it('defaults to the root', () => {
    expect(routerBase()).toBe('/');
    expect(publicPath()).toBe('/');
    expect(currentRoutePath('/customerCase')).toBe('/customerCase');
    expect(apiBase()).toBe('');
  });

  it('follows window.routerBase and window.publicPath', () => {
    window.routerBase = '/lantu';
    expect(routerBase()).toBe('/lantu/');
    expect(currentRoutePath('/lantu/login')).toBe('/login');
    expect(currentRoutePath('/lantu')).toBe('/');
    expect(publicPath()).toBe('/lantu/');
    window.publicPath = 'https://cdn.example.com/site/';
    expect(publicPath()).toBe('https://cdn.example.com/site/');
  });

  it('reads the API base without a trailing slash', () => {
    window.apiBase = 'https://api.example.com/';
    expect(apiBase()).toBe('https://api.example.com');
  });
});

/** The contactUs and websiteMap models through a real dva-core store. */
import ContactUsModel, { initialContactUsState } from '@/models/contactUs';
import WebsiteMapModel, { initialWebsiteMapState } from '@/models/websiteMap';
import { offices } from '@/content/offices';
import { aboutTypes, contactCities, industries, services } from '@/content/taxonomy';
import type { MenuEntry } from '@/types/api';
import type { ConnectState } from '@/types/connect';
import routes from '../../../config/routes';

interface Store {
  getState: () => ConnectState;
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
}
interface DvaApp {
  model: (model: unknown) => void;
  start: () => void;
  _store: Store;
}
// dva-core ships no type declarations; this is the part of its API the tests use.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { create } = require('dva-core') as { create: (opts?: object) => DvaApp };

function makeStore(): Store {
  const app = create({
    onError: (e: Error) => {
      throw e;
    },
  });
  app.model(ContactUsModel);
  app.model(WebsiteMapModel);
  app.start();
  return app._store;
}

describe('contactUs model', () => {
  it('starts with the 16 offices and Hangzhou selected', () => {
    const { contactUs } = makeStore().getState();
    expect(contactUs).toEqual(initialContactUsState);
    expect(contactUs.officeList).toHaveLength(16);
    expect(contactUs.selectedOffice.name).toBe('杭州');
    expect(contactUs.selectedOffice.type).toBeUndefined();
    expect(contactUs.selectedOffice.addressList.map((a) => a.name)).toEqual([
      '总部',
      '西溪分部',
      '未来科技城分部',
    ]);
  });

  it('lists the offices of SPEC.md §3 in order, each with every Office field', () => {
    const { officeList } = makeStore().getState().contactUs;
    expect(officeList.map((o) => o.name)).toEqual([
      '杭州',
      '北京',
      '上海',
      '深圳',
      '长沙',
      '西安',
      '台州',
      '成都',
      '武汉',
      '南京',
      '广州',
      '重庆',
      '郑州',
      '厦门',
      '香港',
      '新加坡',
    ]);
    officeList.forEach((o) => {
      ['coverImg', 'name', 'phone', 'email', 'transfer', 'circuit', 'mapImg'].forEach((k) =>
        expect(o[k as keyof typeof o]).toEqual(expect.any(String)),
      );
      expect(o.mapCenterPoint).toEqual([expect.any(Number), expect.any(Number)]);
      expect(o.addressList.length).toBeGreaterThan(0);
      o.addressList.forEach((a) =>
        expect(a).toEqual({
          address: expect.any(String),
          lng: expect.any(Number),
          lat: expect.any(Number),
          name: expect.any(String),
          className: expect.any(String),
        }),
      );
    });
  });

  it('save replaces the selected office and nothing else', () => {
    const store = makeStore();
    const beijing = offices.find((o) => o.type === 1)!;
    store.dispatch({ type: 'contactUs/save', payload: { selectedOffice: beijing } });
    expect(store.getState().contactUs.selectedOffice).toBe(beijing);
    expect(store.getState().contactUs.officeList).toBe(initialContactUsState.officeList);
    const zhengzhou = offices.find((o) => o.type === 12)!;
    store.dispatch({ type: 'contactUs/save', payload: { selectedOffice: zhengzhou } });
    expect(store.getState().contactUs.selectedOffice.name).toBe('郑州');
  });
});

/** Every route pattern of config/routes.ts as a matcher (`:param` → one segment, `*` excluded). */
function routeMatchers(): RegExp[] {
  const out: RegExp[] = [];
  const walk = (list: typeof routes) =>
    list.forEach((r) => {
      if (r.routes) walk(r.routes);
      else if (r.component && !r.path.includes('*') && r.component !== './404') {
        out.push(new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`));
      }
    });
  walk(routes);
  return out;
}

describe('websiteMap model', () => {
  const entries = (): MenuEntry[] => makeStore().getState().websiteMap.siteMapList;
  const group = (path: string) => entries().find((e) => e.path === path)!;

  it('starts with the site map of SPEC.md §2', () => {
    expect(makeStore().getState().websiteMap).toEqual(initialWebsiteMapState);
    expect(entries().map((e) => e.path)).toEqual([
      '/',
      '/customerCase',
      '/serviceContent',
      '/contactUs',
      '/aboutLantu',
    ]);
    expect(group('/').text).toBe('首页');
  });

  it('has the 8 case categories, ids 1–8, to /customerCase/:id', () => {
    const list = group('/customerCase').list!;
    expect(list).toHaveLength(8);
    expect(list.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    list.forEach((e) => expect(e.path).toBe(`/customerCase/${e.id}`));
    expect(list.map((e) => e.text)).toEqual(industries.map((i) => i.name));
  });

  it('has the 6 service sub-routes', () => {
    const list = group('/serviceContent').list!;
    expect(list.map((e) => e.path)).toEqual(services.map((s) => s.path));
    expect(list).toHaveLength(6);
  });

  it('has the 13 contact cities by type (Hangzhou none, Beijing 1 … Zhengzhou 12)', () => {
    const list = group('/contactUs').list!;
    expect(list).toHaveLength(13);
    expect(list[0]).toEqual({ text: '杭州', path: '/contactUs' });
    list.slice(1).forEach((e, i) => {
      expect(e.type).toBe(i + 1);
      expect(e.path).toBe(`/contactUs?type=${i + 1}`);
    });
    expect(list.map((e) => e.text)).toEqual(contactCities.map((c) => c.name));
  });

  it('has the 4 about types 0–3', () => {
    const list = group('/aboutLantu').list!;
    expect(list.map((e) => e.type)).toEqual([0, 1, 2, 3]);
    expect(list.map((e) => e.text)).toEqual(aboutTypes.map((t) => t.name));
    list.forEach((e) => expect(e.path).toBe(`/aboutLantu/${e.type}`));
  });

  it('links only to routes that exist', () => {
    const matchers = routeMatchers();
    const all = entries().flatMap((e) => [e, ...(e.list ?? [])]);
    expect(all).toHaveLength(1 + 8 + 6 + 13 + 4 + 4);
    all.forEach((e) => {
      const path = e.path.split('?')[0];
      expect(matchers.some((m) => m.test(path))).toBe(true);
    });
  });

  it('save updates the site map', () => {
    const store = makeStore();
    const next: MenuEntry[] = [{ text: '首页', path: '/' }];
    store.dispatch({ type: 'websiteMap/save', payload: { siteMapList: next } });
    expect(store.getState().websiteMap.siteMapList).toBe(next);
  });
});

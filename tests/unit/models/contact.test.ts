/**
 * The contactUs and websiteMap models through a real dva-core store. Names and copy are read from
 * src/content (the offices, the taxonomy, the site map), never pinned here.
 */
import ContactUsModel, { initialContactUsState } from '@/models/contactUs';
import WebsiteMapModel, { initialWebsiteMapState } from '@/models/websiteMap';
import { defaultOffice, offices } from '@/content/offices';
import { siteMapList } from '@/content/siteMap';
import { aboutTypes, contactCities, industries, services } from '@/content/taxonomy';
import type { MenuEntry } from '@/types/api';
import { createStore } from '../dvaStore';
import routes from '../../../config/routes';

const makeStore = () => createStore(ContactUsModel, WebsiteMapModel);

/** The office of a contact type number (Hangzhou has none). */
const officeOfType = (type: number) => offices.find((o) => o.type === type)!;

describe('contactUs model', () => {
  it('starts with the 16 offices and Hangzhou (the city without a type) selected', () => {
    const { contactUs } = makeStore().getState();
    expect(contactUs).toEqual(initialContactUsState);
    expect(contactUs.officeList).toBe(offices);
    expect(contactUs.officeList).toHaveLength(16);
    expect(contactUs.selectedOffice).toBe(defaultOffice);
    expect(contactUs.selectedOffice).toBe(offices[0]);
    expect(contactUs.selectedOffice.name).toBe(contactCities[0].name);
    expect(contactCities[0].type).toBeUndefined();
    expect(contactUs.selectedOffice.type).toBeUndefined();
    // SPEC.md §3: Hangzhou has three addresses (headquarters and two branches).
    expect(contactUs.selectedOffice.addressList).toHaveLength(3);
  });

  it('lists the offices of SPEC.md §3 in order, each with every Office field', () => {
    const { officeList } = makeStore().getState().contactUs;
    // The 13 contact cities first, in type order (Hangzhou none, then 1–12), then 3 without a type.
    expect(officeList.slice(0, 13).map((o) => ({ name: o.name, type: o.type }))).toEqual(
      contactCities.map((c) => ({ name: c.name, type: c.type })),
    );
    expect(contactCities.slice(1).map((c) => c.type)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(officeList.slice(13).map((o) => o.type)).toEqual([undefined, undefined, undefined]);
    expect(new Set(officeList.map((o) => o.name)).size).toBe(16);
    expect(new Set(officeList.map((o) => o.key)).size).toBe(16);
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
    const beijing = officeOfType(1);
    store.dispatch({ type: 'contactUs/save', payload: { selectedOffice: beijing } });
    expect(store.getState().contactUs.selectedOffice).toBe(beijing);
    expect(store.getState().contactUs.officeList).toBe(initialContactUsState.officeList);
    const zhengzhou = officeOfType(12);
    store.dispatch({ type: 'contactUs/save', payload: { selectedOffice: zhengzhou } });
    expect(store.getState().contactUs.selectedOffice).toBe(zhengzhou);
  });

  it('selectOffice selects an office of the list, matched by key', () => {
    const store = makeStore();
    const shanghai = officeOfType(2);
    store.dispatch({ type: 'contactUs/selectOffice', payload: shanghai });
    expect(store.getState().contactUs.selectedOffice).toBe(shanghai);
    expect(store.getState().contactUs.officeList).toBe(offices);
    // A copy (or just the key) selects the list's own office.
    const singapore = offices[15];
    store.dispatch({ type: 'contactUs/selectOffice', payload: { key: singapore.key } });
    expect(store.getState().contactUs.selectedOffice).toBe(singapore);
    store.dispatch({ type: 'contactUs/selectOffice', payload: { ...shanghai } });
    expect(store.getState().contactUs.selectedOffice).toBe(shanghai);
  });

  it('selectOffice changes nothing for anything that is not an office of the list', () => {
    const store = makeStore();
    const before = store.getState().contactUs;
    [
      undefined,
      null,
      'hangzhou',
      {},
      { key: 'atlantis', name: 'x' },
      { ...officeOfType(3), key: 'elsewhere' },
    ].forEach((payload) => {
      store.dispatch({ type: 'contactUs/selectOffice', payload });
      expect(store.getState().contactUs).toBe(before);
    });
    // Selecting the office already selected keeps the state object too.
    store.dispatch({ type: 'contactUs/selectOffice', payload: defaultOffice });
    expect(store.getState().contactUs).toBe(before);
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
    expect(entries()).toBe(siteMapList);
    expect(entries().map((e) => e.path)).toEqual([
      '/',
      '/customerCase',
      '/serviceContent',
      '/contactUs',
      '/aboutLantu',
    ]);
    entries().forEach((e) => expect(e.text).toEqual(expect.stringMatching(/\S/)));
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
    expect(list[0]).toEqual({ text: defaultOffice.name, path: '/contactUs' });
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

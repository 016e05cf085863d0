/**
 * The committed artwork (npm run art, scripts/art): every slot exists under public/ at its intrinsic
 * size and within budget, and the compositions are deterministic.
 */
import * as fs from 'fs';
import * as path from 'path';
import { caseCover, caseGallery } from '../../../scripts/art/compose/cases';
import { officeMap, projectMarkers } from '../../../scripts/art/compose/offices';
import { videoFrame, videoPoster } from '../../../scripts/art/compose/motion';
import { loadArtData } from '../../../scripts/art/data';
import { VIDEO_COUNT, buildSlots, caseInfo } from '../../../scripts/art/manifest';

const PUBLIC = path.resolve(__dirname, '../../../public');
const data = loadArtData();
const slots = buildSlots(data);

/** The attributes of the root `<svg …>` tag. */
function rootAttrs(svg: string): Record<string, string> {
  const tag = /^<svg\b([^>]*)>/.exec(svg)?.[1] ?? '';
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]] = m[2];
  return attrs;
}

describe('artwork slots', () => {
  it('covers every picture family of the site', () => {
    const count = (prefix: string) => slots.filter((s) => s.path.startsWith(prefix)).length;
    expect(count('favicon.svg')).toBe(1);
    expect(count('images/brand/')).toBe(2);
    expect(count('images/banners/')).toBe(4);
    expect(count('images/heroes/')).toBe(17);
    expect(count('images/cases/')).toBeGreaterThanOrEqual(64 * 4);
    expect(count('images/industries/')).toBe(8);
    expect(count('images/advantages/')).toBe(4);
    expect(count('images/team/')).toBe(8);
    expect(count('images/certificates/')).toBe(8);
    expect(count('images/honors/')).toBe(10);
    expect(count('images/offices/')).toBe(32);
    expect(count('images/welfare/')).toBe(5);
    expect(count('images/news/')).toBeGreaterThanOrEqual(48);
    expect(count('images/videos/')).toBe(4);
    expect(new Set(slots.map((s) => s.path)).size).toBe(slots.length);
  });

  it.each(slots.map((s) => [s.path, s] as const))(
    '%s exists with its size, a title and < 20 KB',
    (p, slot) => {
      const file = path.join(PUBLIC, p);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      const attrs = rootAttrs(svg);
      expect(attrs.width).toBe(String(slot.width));
      expect(attrs.height).toBe(String(slot.height));
      expect(attrs.viewBox).toBe(`0 0 ${slot.width} ${slot.height}`);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(fs.statSync(file).size).toBeLessThan(20 * 1024);
    },
  );

  it('has the four clips, each under 500 KB', () => {
    for (let i = 1; i <= VIDEO_COUNT; i += 1) {
      const file = path.join(PUBLIC, `images/videos/video-${i}.mp4`);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(500 * 1024);
    }
  });
});

describe('artwork generation is deterministic', () => {
  const sample = slots.filter((_, i) => i % 23 === 0);

  it.each(sample.map((s) => [s.path, s] as const))(
    '%s renders the same string twice',
    (_, slot) => {
      const first = slot.render();
      const second = slot.render();
      expect(second).toBe(first);
      expect(first).not.toMatch(/NaN|undefined|Infinity/);
    },
  );

  it('case pictures depend on the case only', () => {
    const info = caseInfo(7, data);
    expect(caseCover(info)).toBe(caseCover({ ...info }));
    expect(caseGallery(info, 2)).toBe(caseGallery({ ...info }, 2));
    expect(caseCover(info)).not.toBe(caseCover(caseInfo(8, data)));
  });

  it('video frames and posters are stable and move with time', () => {
    expect(videoFrame(2, 0.25)).toBe(videoFrame(2, 0.25));
    expect(videoFrame(2, 0.25)).not.toBe(videoFrame(2, 0.5));
    expect(videoPoster(3)).toBe(videoPoster(3));
  });
});

describe('office maps', () => {
  const office = {
    key: 'test',
    name: '测试',
    mapCenterPoint: [120, 30] as [number, number],
    addressList: [
      { name: '总部', lng: 120, lat: 30 },
      { name: '分部', lng: 120, lat: 30 },
      { name: '园区', lng: 120.1, lat: 30.05 },
    ],
  };

  it('spreads markers that share a coordinate and keeps them inside the map', () => {
    const [a, b, c] = projectMarkers(office);
    expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(40);
    for (const [x, y] of [a, b, c]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(500);
    }
  });

  it('labels one marker per address', () => {
    const svg = officeMap(office);
    office.addressList.forEach((a) => expect(svg).toContain(`>${a.name}</text>`));
  });
});

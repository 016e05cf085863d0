/** Home banners (1920×800) and page heroes (1440×480): dark scenes, calm on the left, no text. */
import { waveBundle } from '../motifs';
import { C } from '../palette';
import { Rng } from '../prng';
import { Defs, svgDoc } from '../svg';
import type { Box, Scene } from './scenes';
import {
  barsScene,
  calmLeft,
  darkBase,
  devicesScene,
  docScene,
  glassScene,
  isoScene,
  lostScene,
  mapScene,
  networkScene,
  orbScene,
  shapesScene,
  treeScene,
  waveScene,
} from './scenes';

const BANNER_SCENES: Scene[] = [orbScene, waveScene, isoScene, glassScene];

/** Page heroes: picture name → scene and the Chinese name used in the title. */
export const HEROES: Record<string, { scene: Scene; label: string }> = {
  home: { scene: waveScene, label: '首页' },
  customerCase: { scene: devicesScene, label: '客户案例' },
  caseDetail: { scene: glassScene, label: '案例详情' },
  serviceContent: { scene: orbScene, label: '服务内容' },
  userExperience: { scene: glassScene, label: '用户体验设计' },
  userExperienceInfo: { scene: devicesScene, label: '用户体验设计详情' },
  digitalMarketing: { scene: barsScene, label: '数字营销' },
  creativeDesign: { scene: shapesScene, label: '创意设计' },
  applyingGrowth: { scene: waveScene, label: '内容运营' },
  technicalService: { scene: isoScene, label: '技术服务' },
  empowermentServices: { scene: networkScene, label: '赋能服务' },
  about: { scene: orbScene, label: '关于我们' },
  news: { scene: docScene, label: '新闻动态' },
  contactUs: { scene: mapScene, label: '联系我们' },
  websiteMap: { scene: treeScene, label: '网站地图' },
  rule: { scene: docScene, label: '规则说明' },
  notFound: { scene: lostScene, label: '页面未找到' },
};

export const HERO_NAMES = Object.keys(HEROES);

function darkPicture(
  w: number,
  hh: number,
  seed: string,
  title: string,
  scene: Scene,
  box: Box,
  calm: number,
): string {
  const d = new Defs();
  const rng = new Rng(seed);
  return svgDoc({
    width: w,
    height: hh,
    title,
    defs: d,
    body: [
      darkBase(d, rng.fork('base'), w, hh),
      waveBundle({
        x0: w * 0.3,
        x1: w,
        y: hh * 0.86,
        count: 6,
        gap: hh * 0.012,
        amp: hh * 0.03,
        wavelength: w * 0.4,
        phase: rng.range(0, 6),
        twist: 0.3,
        stroke: C.blue3,
        width: 1,
        opacity: [0.06, 0.18],
        swell: 1,
      }),
      scene(d, rng.fork('scene'), box),
      calmLeft(d, w, hh, calm),
    ],
  });
}

/** Home banner i (1–4), 1920×800. */
export function banner(i: number): string {
  const w = 1920;
  const hh = 800;
  return darkPicture(
    w,
    hh,
    `banner-${i}`,
    `澜图首页横幅插画 ${i}`,
    BANNER_SCENES[(i - 1) % BANNER_SCENES.length],
    { x: w * 0.52, y: hh * 0.1, w: w * 0.42, h: hh * 0.8 },
    0.55,
  );
}

/** Page hero by picture name, 1440×480. */
export function hero(name: string): string {
  const w = 1440;
  const hh = 480;
  const entry = HEROES[name] ?? { scene: orbScene, label: name };
  return darkPicture(
    w,
    hh,
    `hero-${name}`,
    `${entry.label}页头插画`,
    entry.scene,
    { x: w * 0.56, y: hh * 0.08, w: w * 0.38, h: hh * 0.84 },
    0.6,
  );
}

/**
 * How wide each picture of the site is shown, at every breakpoint: the `sizes` of its variants
 * and the widths it may need (src/utils/picture.ts). Written with the same tokens the
 * stylesheets use (the content column, gutters, gaps and breakpoints of ./tokens.ts), next to
 * each other so a change of a grid is a change here too; tests/e2e/pictures.spec.ts lays every
 * page out at 320, 375, 768 and 1440 px and checks each picture's box against its slot.
 *
 * A slot is the box the picture fills. Where the stylesheet crops a picture to a box of another
 * shape (a hero's artwork behind its text), the box is what the visitor sees of it, and the box
 * is what is served.
 */
import type { Slot, Span } from '../utils/picture';
import { layout, space } from './tokens';

const { content, gutter, gutterPhone } = layout;

/**
 * `cols` equal columns `gap` px apart in the content column (the viewport less its gutters, up to
 * `layout.content`), spanning `span` of them.
 */
function columns(cols: number, gap: number, edge: number, span = 1): Span {
  const share = span / cols;
  const gaps = (cols - 1) * gap;
  const spanned = (span - 1) * gap;
  return {
    vw: 100 * share,
    minus: (2 * edge + gaps) * share - spanned,
    max: (content - gaps) * share + spanned,
  };
}

/** The whole content column, up to `max`. */
const column = (edge: number, max: number = content): Span => ({ vw: 100, minus: 2 * edge, max });

/** Edge to edge. */
const bleed: Span = { vw: 100 };

/** Two columns of a `minmax(0, a fr) minmax(0, b fr)` split `gap` apart: the first's width. */
function splitFirst(a: number, b: number, gap: number): Span {
  const share = a / (a + b);
  return { vw: 100 * share, minus: (2 * gutter + gap) * share, max: (content - gap) * share };
}

export const slots = {
  /** Home: the banner carousel, edge to edge. */
  banner: { base: bleed },
  /** Every page's hero artwork behind its title, edge to edge. */
  heroArt: { base: bleed },
  /** A case's cover beside its hero text (PageHero `cover`): 560 px at most. */
  heroCover: {
    base: column(gutterPhone, 560),
    sm: column(gutter, 560),
    md: 560,
  },
  /** Case cards of the case list (CaseGrid, five columns). */
  caseCardList: {
    base: columns(2, space[3], gutterPhone),
    xs: columns(2, space[4], gutterPhone),
    sm: columns(3, space[5], gutter),
    lg: columns(5, space[5], gutter),
  },
  /** Case cards elsewhere (CaseGrid, four columns: home, related cases). */
  caseCard: {
    base: column(gutterPhone),
    xs: columns(2, space[4], gutterPhone),
    sm: columns(3, space[5], gutter),
    lg: columns(4, space[6], gutter),
  },
  /** Home, classic cases: the lead tile (two of three columns) … */
  classicLead: {
    base: column(gutterPhone),
    sm: column(gutter),
    md: columns(3, space[6], gutter, 2),
  },
  /** … and the others. */
  classicTile: {
    base: column(gutterPhone),
    sm: columns(2, space[6], gutter),
    md: columns(3, space[6], gutter),
  },
  /** Home, latest news: the lead story's picture. */
  newsLead: {
    base: column(gutterPhone),
    sm: column(gutter),
    md: splitFirst(1.05, 1, space[10]),
  },
  /** The news list (about, 新闻动态): the picture beside each item. */
  newsItem: { base: column(gutterPhone), sm: 280, md: 360 },
  /** A news article's cover and the pictures in its body: the article's column. */
  article: { base: column(gutterPhone, 800), sm: column(gutter, 800) },
  /** A case's gallery: the first picture across the column … */
  galleryWide: { base: column(gutterPhone), sm: column(gutter) },
  /** … the others two a row. */
  galleryItem: { base: column(gutterPhone), sm: columns(2, space[7], gutter) },
  /** The gallery's larger view: the screen less the dialog's padding, 1,200 px at most. */
  galleryLarge: {
    base: { vw: 100, minus: 2 * space[3], max: 1200 },
    sm: { vw: 100, minus: 2 * space[13], max: 1200 },
  },
  /** Industry tiles (TileGrid): a 104 px picture beside the text on small phones. */
  tile: {
    base: 104,
    xs: { vw: 50, minus: (2 * gutterPhone + space[6]) / 2 + 2 },
    sm: { vw: 50, minus: (2 * gutter + space[6]) / 2 + 2 },
    lg: {
      vw: 25,
      minus: (2 * gutter + 3 * space[6]) / 4 + 2,
      max: (content - 3 * space[6]) / 4 - 2,
    },
  },
  /** Service advantages (FeatureList): a small drawing. */
  feature: { base: 88, sm: 112 },
  /** Leaders (PeopleGrid): 96 px beside the text on small phones. */
  person: {
    base: 96,
    xs: columns(2, space[7], gutterPhone),
    sm: columns(2, space[7], gutter),
    md: columns(4, space[7], gutter),
  },
  /** Certificates (HonourWall): in a matted frame (14 px, phones 8 px, and its border). */
  certificate: {
    base: { vw: 50, minus: (2 * gutterPhone + space[4]) / 2 + 2 * (space[2] + 1) },
    sm: { vw: 100 / 3, minus: (2 * gutter + 2 * 28) / 3 + 2 * (14 + 1) },
    lg: {
      vw: 25,
      minus: (2 * gutter + 3 * 28) / 4 + 2 * (14 + 1),
      max: (content - 3 * 28) / 4 - 30,
    },
  },
  /** Honours (HonoursTab's wall: five a row on wide screens, the picture to the frame's border). */
  honour: {
    base: { vw: 50, minus: (2 * gutterPhone + space[4]) / 2 + 2 },
    sm: { vw: 100 / 3, minus: (2 * gutter + 2 * 28) / 3 + 2 },
    lg: {
      vw: 20,
      minus: (2 * gutter + 4 * space[6]) / 5 + 2,
      max: (content - 4 * space[6]) / 5 - 2,
    },
  },
  /** A certificate's larger view (a 640 px dialog) … */
  certificateLarge: { base: { vw: 100, minus: 32 + 2 * space[6], max: 640 - 2 * space[6] } },
  /** … an honour's (960 px). */
  honourLarge: { base: { vw: 100, minus: 32 + 2 * space[6], max: 960 - 2 * space[6] } },
  /** Home, the departments' films: two a row from tablets on. */
  video: {
    base: column(gutterPhone),
    sm: columns(2, space[7], gutter),
  },
  /** Staff welfare: the two wide cards … */
  welfareWide: {
    base: column(gutterPhone),
    sm: columns(2, space[6], gutter),
  },
  /** … and the three below. */
  welfare: {
    base: column(gutterPhone),
    sm: columns(2, space[6], gutter),
    md: columns(3, space[6], gutter),
  },
  /** An office's picture beside its contact lines (7 of 12). */
  officeCover: {
    base: column(gutterPhone),
    sm: column(gutter),
    md: splitFirst(7, 5, space[9]),
  },
  /** Its map (inside a 1 px border). */
  officeMap: {
    base: { vw: 100, minus: 2 * gutterPhone + 2 },
    sm: { vw: 100, minus: 2 * gutter + 2 },
    md: {
      vw: (100 * 7) / 12,
      minus: ((2 * gutter + space[9]) * 7) / 12 + 2,
      max: ((content - space[9]) * 7) / 12 - 2,
    },
  },
} satisfies Record<string, Slot>;

export type SlotName = keyof typeof slots;

/**
 * Pictures also asked for before their page renders (src/app.tsx, a static shell's head): the home
 * page's first banner, a page hero's artwork and a case's cover, each with its slot and intrinsic
 * size, as their components show them.
 */
export const earlyPictures = {
  banner: { slot: slots.banner, width: 1920, height: 800 },
  heroArt: { slot: slots.heroArt, width: 1440, height: 480 },
  caseCover: { slot: slots.heroCover, width: 640, height: 480 },
} as const;

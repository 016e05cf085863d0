/**
 * The pictures of the mock's answers as the CMS serves them: the data keeps naming the committed
 * art (`images/cases/case-1-cover.svg`), and every answer maps its pictures here, when it is made,
 * to the upload (`uploads/cases/case-1-cover.jpg`), or keeps the art with MOCK_PICTURES=vector.
 * One mapper per kind of record; the domain files call them where they build their answers.
 *
 * The pictures of records an editor added (`npm run cms`, ./cms.ts) already name their uploads,
 * `uploads/cms/case-65-cover.jpg`: no art slot, so `uploadOf` leaves them as they are, with
 * MOCK_PICTURES=vector too (there is no vector art of an upload).
 */
import type { PictureMode } from '../../src/content/pictures';
import { uploadOf } from '../../src/content/pictures';
import type {
  Banner,
  CaseDetail,
  CaseRecord,
  ClassicCase,
  DepVideo,
  NewsDetail,
  NewsItem,
} from '../../src/types/api';
import { parsePictures } from './switches';

/** The mode of this request: read on every answer, like MOCK_DELAY and MOCK_FAIL. */
export const picturesMode = (): PictureMode => parsePictures(process.env.MOCK_PICTURES);

export const caseRecordPictures = (r: CaseRecord, mode = picturesMode()): CaseRecord => ({
  ...r,
  cover: uploadOf(r.cover, mode),
});

export const caseDetailPictures = (d: CaseDetail, mode = picturesMode()): CaseDetail => ({
  ...d,
  cover: uploadOf(d.cover, mode),
  gallery: d.gallery.map((g) => ({ ...g, src: uploadOf(g.src, mode) })),
  related: d.related.map((r) => caseRecordPictures(r, mode)),
});

export const bannerPictures = (b: Banner, mode = picturesMode()): Banner => ({
  ...b,
  img: uploadOf(b.img, mode),
});

export const classicCasePictures = (c: ClassicCase, mode = picturesMode()): ClassicCase => ({
  ...c,
  img: uploadOf(c.img, mode),
});

/** The poster only: the clip itself stays the MP4 it is. */
export const depVideoPictures = (v: DepVideo, mode = picturesMode()): DepVideo => ({
  ...v,
  poster: uploadOf(v.poster, mode),
});

/**
 * The `src` of every `<img>` in an article body; nothing else of the HTML changes (a `src`
 * that is no content picture, `alt`, `width`, links), so the site's sanitiser sees the same tags.
 */
export const bodyPictures = (html: string, mode = picturesMode()): string =>
  mode === 'vector'
    ? html
    : html.replace(/<img\b[^>]*>/gi, (tag) =>
        tag.replace(/(\ssrc=")([^"]*)"/i, (_, before: string, src: string) => {
          return `${before}${uploadOf(src, mode)}"`;
        }),
      );

export const newsItemPictures = (n: NewsItem, mode = picturesMode()): NewsItem => ({
  ...n,
  img: uploadOf(n.img, mode),
});

export const newsDetailPictures = (n: NewsDetail, mode = picturesMode()): NewsDetail => ({
  ...n,
  img: uploadOf(n.img, mode),
  content: bodyPictures(n.content, mode),
});

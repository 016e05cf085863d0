/**
 * `npm run cms -- <action>`: an editor's actions in the mock CMS from the terminal (./index.ts runs
 * it). The work is ./publish.ts; this reads the arguments, says in Chinese what was done and where
 * the page is, and, when PUBLISHER_URL and PUBLISH_SECRET are both set, tells the publisher
 * (server/publisher) with a signed webhook and prints its answer.
 *
 * Exit status: 0 done; 1 nothing changed (a wrong argument, an unknown id, a broken file);
 * 2 the edit is made but the publisher was not told (its pages follow at its next poll, or retry).
 */
import path from 'path';
import { DEFAULT_CMS_FILE, REPO_ROOT, cmsFileOf, cmsUploadsDirOf } from '../../mock/_lib/cmsPaths';
import { industries, services } from '../../src/content/taxonomy';
import { NEWS_CATEGORIES } from './content';
import type { CmsAction, CmsOptions, PublishEvent } from './publish';
import {
  applyEdit,
  describeEdits,
  notifyPublisher,
  publisherTargetOf,
  readEdits,
  resetEdits,
} from './publish';

export interface CmsIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Passed to ./publish.ts (tests: temp folders, a fixed clock). */
  options?: CmsOptions;
}

export const USAGE = [
  '用法：npm run cms -- <操作> [参数]',
  '',
  '  add-case [--title 标题] [--brand 品牌] [--industry 行业编号] [--type 服务类型编号]',
  '                              新增一个案例（今年上线），并生成它的封面和案例图',
  '  add-news [--title 标题] [--category 分类]',
  '                              新增一条今天的新闻，并生成它的配图和正文插图',
  '  revise-case <编号> [--title 新标题]   修改一个案例（默认标题加“第 N 版”）',
  '  revise-news <编号> [--title 新标题]   修改一条新闻',
  '  remove-case <编号>          下线一个案例（详情页随即返回 404）',
  '  remove-news <编号>          下线一条新闻',
  '  list                        查看编辑文件中的全部改动',
  '  reset                       清空全部改动并删除上传的图片',
  '',
  `行业编号：${industries.map((i) => `${i.id} ${i.name}`).join('，')}`,
  `服务类型编号：${services.map((s) => `${s.name} ${s.types.map((t) => t.id).join('/')}`).join('，')}`,
  `新闻分类：${NEWS_CATEGORIES.join('、')}`,
  '',
  '环境变量：CMS_FILE（编辑文件，默认 .mock-data/cms.json）、CMS_UPLOADS_DIR（上传图片，默认',
  '.mock-data/cms-uploads/）；PUBLISHER_URL 与 PUBLISH_SECRET 都设置时，每次改动后通知发布服务。',
  '预览以 MOCK_CASES / MOCK_NEWS 启动时，请在命令前带上同样的设置。',
].join('\n');

class UsageError extends Error {}

const FLAGS = ['title', 'brand', 'industry', 'type', 'category'] as const;
type Flag = (typeof FLAGS)[number];

/** `--name value` and `--name=value` flags, and the positional arguments. */
function parseArgs(args: string[]): { positional: string[]; flags: Partial<Record<Flag, string>> } {
  const positional: string[] = [];
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)) as Flag;
    if (!FLAGS.includes(name)) throw new UsageError(`不认识的参数：${arg}`);
    const value = eq < 0 ? args[(i += 1)] : arg.slice(eq + 1);
    if (value === undefined) throw new UsageError(`参数 --${name} 缺少取值`);
    flags[name] = value;
  }
  return { positional, flags };
}

function idOf(value: string | undefined, action: string): number {
  if (value === undefined)
    throw new UsageError(`${action} 需要一个编号，例如：npm run cms -- ${action} 12`);
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new UsageError(`编号应为正整数，收到：${value}`);
  return Number(value);
}

function numberFlag(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,4}$/.test(value)) throw new UsageError(`--${name} 应为编号，收到：${value}`);
  return Number(value);
}

/** The action the arguments ask for (list / reset / help are answered by runCms itself). */
export function parseAction(args: string[]): CmsAction {
  const [type, ...rest] = args;
  const { positional, flags } = parseArgs(rest);
  const allowed: Record<string, readonly Flag[]> = {
    'add-case': ['title', 'brand', 'industry', 'type'],
    'add-news': ['title', 'category'],
    'revise-case': ['title'],
    'revise-news': ['title'],
    'remove-case': [],
    'remove-news': [],
  };
  if (!(type in allowed)) throw new UsageError(`未知的操作：${type ?? '（空）'}`);
  const extra = (Object.keys(flags) as Flag[]).find((f) => !allowed[type].includes(f));
  if (extra) throw new UsageError(`${type} 不接受参数 --${extra}`);
  const isAdd = type === 'add-case' || type === 'add-news';
  if (positional.length > (isAdd ? 0 : 1)) {
    throw new UsageError(`多余的参数：${positional.slice(isAdd ? 0 : 1).join(' ')}`);
  }
  switch (type) {
    case 'add-case':
      return {
        type,
        title: flags.title,
        brand: flags.brand,
        industryId: numberFlag(flags.industry, 'industry'),
        typeId: numberFlag(flags.type, 'type'),
      };
    case 'add-news':
      return { type, title: flags.title, category: flags.category };
    case 'revise-case':
    case 'revise-news':
      return { type, id: idOf(positional[0], type), title: flags.title };
    default:
      return { type: type as 'remove-case' | 'remove-news', id: idOf(positional[0], type) };
  }
}

const VERB: Record<CmsAction['type'], string> = {
  'add-case': '已新增案例',
  'add-news': '已新增新闻',
  'revise-case': '已修改案例',
  'revise-news': '已修改新闻',
  'remove-case': '已下线案例',
  'remove-news': '已下线新闻',
};

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** Tells the publisher, when it is configured: the exit status (0, or 2 when it failed). */
async function tell(event: PublishEvent, io: CmsIo): Promise<number> {
  const target = publisherTargetOf(io.env);
  if (!target) {
    if (io.env.PUBLISHER_URL || io.env.PUBLISH_SECRET) {
      io.err('只设置了 PUBLISHER_URL 与 PUBLISH_SECRET 之一：没有通知发布服务。');
    } else {
      io.out(
        '没有通知发布服务（未设置 PUBLISHER_URL 和 PUBLISH_SECRET）：预览中刷新页面即可看到改动。',
      );
    }
    return 0;
  }
  try {
    const answer = await notifyPublisher(event, target);
    io.out(`已通知发布服务（HTTP ${answer.status}）：${answer.message}`);
    return 0;
  } catch (error) {
    io.err(`通知发布服务失败：${(error as Error).message}`);
    io.err('改动已保存，但页面尚未重新生成：发布服务的定时检查会补上，也可以稍后再运行一次改动。');
    return 2;
  }
}

/** Runs one command line (without `npm run cms --`); resolves with the exit status. */
export async function runCms(args: string[], io: CmsIo): Promise<number> {
  const [type] = args;
  // The files of this command line's environment (io.env), as the mock reads them from its own.
  const root = io.options?.root ?? REPO_ROOT;
  const options: CmsOptions = {
    ...io.options,
    cmsFile: io.options?.cmsFile ?? cmsFileOf(io.env, root) ?? path.join(root, DEFAULT_CMS_FILE),
    uploadsDir: io.options?.uploadsDir ?? cmsUploadsDirOf(io.env, root),
  };
  try {
    if (!type || type === 'help' || type === '--help' || type === '-h') {
      io.out(USAGE);
      return type ? 0 : 1;
    }
    if (type === 'list') {
      if (args.length > 1) throw new UsageError(`多余的参数：${args.slice(1).join(' ')}`);
      io.out(`编辑文件：${shown(options.cmsFile!)}`);
      describeEdits(readEdits(options.cmsFile!)).forEach((line) => io.out(line));
      io.out(`上传图片：${shown(options.uploadsDir!)}`);
      return 0;
    }
    if (type === 'reset') {
      if (args.length > 1) throw new UsageError(`多余的参数：${args.slice(1).join(' ')}`);
      const done = await resetEdits(options);
      io.out(
        `已清空编辑文件 ${shown(done.cmsFile)}：撤销了 ${done.cases} 项案例改动、${done.news} 项新闻改动，删除了 ${done.uploads.length} 张上传的图片。`,
      );
      return await tell({ event: done.event, at: done.at }, io);
    }
    const done = await applyEdit(parseAction(args), options);
    io.out(`${VERB[done.action]} #${done.id}「${done.title}」`);
    io.out(`页面地址：${done.url}`);
    if (done.pictures.length) {
      io.out(
        `上传的图片（${done.pictures.length} 张，${shown(path.dirname(done.pictures[0].file))}）：`,
      );
      done.pictures.forEach((p) =>
        io.out(
          `  /${p.address}  ${p.width}×${p.height} ${p.format.toUpperCase()} ${Math.round(p.bytes / 1024)} KB`,
        ),
      );
    }
    done.warnings.forEach((w) => io.err(`注意：${w}`));
    io.out(`编辑文件：${shown(done.cmsFile)}`);
    return await tell({ event: done.event, id: done.id, at: done.at }, io);
  } catch (error) {
    io.err(`${(error as Error).message}`);
    if (error instanceof UsageError) io.err('查看用法：npm run cms -- help');
    return 1;
  }
}

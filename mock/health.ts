/**
 * Content check at mock start-up: every problem in the mock data or src/content is printed with
 * its file, record and field, and served at GET /api/_health/content. The mock keeps serving,
 * so staff still see the site while someone fixes the typo.
 */
import { api } from './_lib/api';
import { ok } from './_lib/envelope';
import { formatProblems, validateContent } from './_lib/validate';

const problems = validateContent();
if (problems.length) {
  // eslint-disable-next-line no-console
  console.error(`\n[mock] 内容校验发现 ${problems.length} 个问题：\n${formatProblems(problems)}\n`);
}

export const contentHealth = () => ok({ ok: problems.length === 0, problems });

export default {
  'GET /api/_health/content': api(contentHealth),
};

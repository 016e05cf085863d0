/** Records the unit tests share, in the shapes of SPEC.md §3 (override what a test is about). */
import type { CaseRecord } from '@/types/api';

/** A complete, valid case record (an 用户体验设计 case for 电商/新零售, 品牌官网). */
export const caseRecord = (id: number, fields: Partial<CaseRecord> = {}): CaseRecord => ({
  id,
  brand: `品牌${id}`,
  title: `案例${id}`,
  summary: '一句话',
  cover: `images/cases/case-${id}-cover.svg`,
  industryId: 1,
  industryName: '电商/新零售',
  serviceId: 11,
  serviceName: '用户体验设计',
  typeId: 101,
  typeName: '品牌官网',
  year: 2023,
  ...fields,
});

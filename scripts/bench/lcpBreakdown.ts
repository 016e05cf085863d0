/**
 * The LCP breakdown of one Lighthouse 12 report (the bench's route table): time to first byte,
 * the picture's load delay (first byte → its request), its load duration, and the element's
 * render delay (loaded → painted), whose budget is 300 ms.
 *
 * From `largest-contentful-paint-element`'s phase table first: Lighthouse scales the trace's
 * observed phases to its simulated LCP (core/computed/metrics/lcp-breakdown.js), so the four add
 * up to the LCP the table prints. Without it (no LCP element found), from `lcp-breakdown-insight`,
 * whose subparts are the unthrottled trace's, observed (`source: 'observed'`). A text LCP has no
 * load: its load delay and duration are 0 and everything after the first byte is render delay.
 */

export interface LcpBreakdown {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
  /** The LCP element as Lighthouse names it (its label or selector). */
  element: string;
  source: 'simulated' | 'observed' | 'none';
}

interface TableItem {
  phase?: string;
  timing?: number;
  subpart?: string;
  duration?: number;
  node?: { nodeLabel?: string; selector?: string; snippet?: string };
}
interface Details {
  type?: string;
  items?: (Details & TableItem)[];
}
interface Report {
  audits: Record<string, { details?: Details } | undefined>;
}

const NONE: LcpBreakdown = {
  ttfbMs: NaN,
  loadDelayMs: NaN,
  loadTimeMs: NaN,
  renderDelayMs: NaN,
  element: '-',
  source: 'none',
};

/** The first node item in a list of tables. */
function nodeOf(details: Details | undefined): string {
  for (const table of details?.items ?? []) {
    for (const item of table.items ?? []) {
      const n = item.node;
      if (n)
        return (n.nodeLabel || n.selector || n.snippet || '-').replace(/\s+/g, ' ').slice(0, 60);
    }
    if (table.node) return (table.node.nodeLabel || table.node.selector || '-').slice(0, 60);
  }
  return '-';
}

export function lcpBreakdownOf(report: Report): LcpBreakdown {
  const element = report.audits['largest-contentful-paint-element']?.details;
  // [element table, phase table]; the phases in a fixed order (their labels are translated).
  const phases = element?.items?.find((t) => t.items?.some((i) => i.phase !== undefined))?.items;
  if (phases && phases.length === 4) {
    const [ttfb, loadDelay, loadTime, renderDelay] = phases.map((p) => Math.round(p.timing ?? NaN));
    return {
      ttfbMs: ttfb,
      loadDelayMs: loadDelay,
      loadTimeMs: loadTime,
      renderDelayMs: renderDelay,
      element: nodeOf(element),
      source: 'simulated',
    };
  }
  const insight = report.audits['lcp-breakdown-insight']?.details;
  const subparts = insight?.items?.find((t) =>
    t.items?.some((i) => i.subpart !== undefined),
  )?.items;
  if (subparts) {
    const of = (name: string) =>
      Math.round(subparts.find((s) => s.subpart === name)?.duration ?? 0);
    return {
      ttfbMs: of('timeToFirstByte'),
      loadDelayMs: of('resourceLoadDelay'),
      loadTimeMs: of('resourceLoadDuration'),
      renderDelayMs: of('elementRenderDelay'),
      element: nodeOf(insight) === '-' ? nodeOf(element) : nodeOf(insight),
      source: 'observed',
    };
  }
  return { ...NONE, element: nodeOf(element) };
}

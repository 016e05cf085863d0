/** Page-side checks shared by the browser tests and the bench (scripts/bench/popup.ts). */

/**
 * Runs in the page (any engine): whether React has taken the prerendered page over completely
 * (scripts/prerender). The HTML shows the page before its code has run, and a tap on a part React
 * has not hydrated yet does nothing. Walks React's fiber tree from #root for a Suspense boundary
 * still dehydrated (React has no public signal for this). A page drawn by the app itself (no
 * handed-over state) passes at once.
 */
export function isHydrated(): boolean {
  if (!document.getElementById('lt-state')) return true;
  const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  if (!root || !key) return false;
  type Fiber = {
    tag: number;
    memoizedState?: { dehydrated?: unknown } | null;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode?: { current?: Fiber };
  };
  const current = (root[key] as Fiber).stateNode?.current;
  if (!current?.child) return false;
  const stack: Fiber[] = [current];
  while (stack.length) {
    const f = stack.pop()!;
    if (f.tag === 13 && f.memoizedState?.dehydrated) return false; // SuspenseComponent
    if (f.child) stack.push(f.child);
    if (f.sibling) stack.push(f.sibling);
  }
  return true;
}

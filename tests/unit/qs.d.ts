// The real qs, for comparing src/utils/qs.ts against it (qs ships no types).
declare module 'qs' {
  export function stringify(value: unknown, options?: Record<string, unknown>): string;
  export function parse(text: string, options?: Record<string, unknown>): Record<string, unknown>;
}

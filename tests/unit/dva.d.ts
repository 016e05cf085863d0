// dva-core ships no types; tests reach its store through tests/unit/dvaStore.ts, which types it.
declare module 'dva-core';

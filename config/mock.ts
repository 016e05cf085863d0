/**
 * Which files of mock/ are endpoints (umi's `mock` key): helpers and data are not. Shared by
 * .umirc.ts (`npm start`) and the preview server (server/preview).
 */
export const MOCK_CONFIG = { exclude: ['mock/_lib/**', 'mock/data/**'] };

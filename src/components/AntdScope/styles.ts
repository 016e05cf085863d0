/**
 * antd's styles for the site's theme, made at build time (config/antdCss.ts): antd runs without
 * generating CSS in the browser (zeroRuntime), so its first render does no style work. A module
 * of its own, so the consultation form's idle prefetch can bring the stylesheet in a step apart.
 */
import '@@/antd.css';

/**
 * Recording fakes of WeChat's JS-SDK and Tongji's hm.js, as their documentation describes them:
 * the specs (china.ts) serve them in place of res.wx.qq.com and hm.baidu.com, and the bench
 * (scripts/bench/thirdParty.ts) serves them, padded to the real files' sizes, to measure a build
 * with both configured. No imports: the bench loads it outside Playwright's runner.
 */

/** WeChat's browser on iOS and on Android, as their user agents read. */
export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN';
export const ANDROID_WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; V2232A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/**
 * The fake `jweixin-1.6.0.js`: records `wx.config`'s arguments and the share data; after each
 * config it calls `ready` (or `error`, `outcome: 'error'`), as the real SDK does once WeChat has
 * checked the signature.
 */
export function fakeSdk(outcome: 'ready' | 'error'): string {
  return `(function(){var r=window.__wx={configs:[],shares:[],timeline:[]};var ready=[],error=[];
window.wx={config:function(o){r.configs.push(JSON.parse(JSON.stringify(o)));setTimeout(function(){
(${JSON.stringify(outcome)}==="ready"?ready:error).forEach(function(f){f({errMsg:"config:invalid signature"})})},0)},
ready:function(f){ready.push(f)},error:function(f){error.push(f)},
updateAppMessageShareData:function(d){r.shares.push({title:d.title,desc:d.desc,link:d.link,imgUrl:d.imgUrl})},
updateTimelineShareData:function(d){r.timeline.push({title:d.title,link:d.link,imgUrl:d.imgUrl})}};})();`;
}

/**
 * The fake hm.js: takes over `_hmt` as the real one does (an object whose `push` takes calls),
 * recording every call, the ones queued before it came first.
 */
export const FAKE_HM = `(function(){var q=window._hmt||[];var r=window.__hmt=[];
window._hmt={push:function(){for(var i=0;i<arguments.length;i++)r.push(arguments[i])}};
for(var i=0;i<q.length;i++)r.push(q[i]);})();`;

/**
 * Project plugin: fixes what umi's default HTML gets wrong (no `lang`, a viewport that forbids
 * zooming) and adds the description, theme colour and favicon.
 */
import type { IApi } from 'umi';
import { brand } from '../src/content/brand';

export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    $('meta[name="viewport"]').remove();
    $('head').prepend('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    if (!$('meta[name="description"]').length) {
      $('head').append(`<meta name="description" content="${brand.description}" />`);
    }
    $('head').append('<meta name="theme-color" content="#0b1a33" />');
    $('head').append('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    return $;
  });
};

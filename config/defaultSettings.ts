/**
 * Layout settings with the defaults of SPEC.md §3/§9. The `setting` model holds them in the store;
 * changes merge, a change of `contentWidth` fires a window `resize` event and `colorWeak` toggles
 * the `colorWeak` class on the root element.
 */
export interface Settings {
  /** Navigation theme. */
  navTheme: 'dark' | 'light';
  /** The brand's primary colour (filled components use a darker shade for contrast, see src/theme.ts). */
  primaryColor: string;
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  /** Colour-weak mode: a filter on the root element. */
  colorWeak: boolean;
  /** Placeholder title of the design template the settings come from; page titles use src/content/brand.ts. */
  title: string;
  pwa: boolean;
  iconfontUrl: string;
}

const defaultSettings: Settings = {
  navTheme: 'dark',
  primaryColor: '#1890ff',
  layout: 'sidemenu',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  title: 'Ant Design Pro',
  pwa: false,
  iconfontUrl: '',
};

export default defaultSettings;

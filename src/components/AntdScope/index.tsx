/**
 * antd with the site's theme and zh_CN locale, for the parts of pages that use antd components.
 * It is not at the root on purpose: pages without antd (the home page, the layout) then load none
 * of it, and pages with antd get it in their own lazy chunk.
 */
import { App, ConfigProvider } from 'antd';
import type { ConfigProviderProps } from 'antd/es/config-provider';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { antdTheme } from '@/theme';
import './styles';

dayjs.locale('zh-cn');

export const antdProviderProps: ConfigProviderProps = {
  locale: zhCN,
  theme: { ...antdTheme, zeroRuntime: true },
  // Two-character Chinese labels (重试, 提交) keep their natural spacing.
  button: { autoInsertSpace: false },
};

export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...antdProviderProps}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}

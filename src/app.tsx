/**
 * Run-time configuration: root providers (antd in zh_CN with the site theme), the router base
 * override (`window.routerBase`), the last-resort error boundary and dva's error hook.
 */
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import ErrorBoundary from '@/components/ErrorBoundary';
import { antdTheme } from '@/theme';
import './global.less';

dayjs.locale('zh-cn');

const Providers = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={zhCN} theme={antdTheme} button={{ autoInsertSpace: false }}>
    {children}
  </ConfigProvider>
);

// Toasts raised outside React (the request wrapper) get the same theme and locale.
ConfigProvider.config({ holderRender: (children) => <Providers>{children}</Providers> });

export function rootContainer(container: ReactNode) {
  return (
    <Providers>
      <AntdApp component={false}>
        <ErrorBoundary>{container}</ErrorBoundary>
      </AntdApp>
    </Providers>
  );
}

/** umi 4 does not read `window.routerBase` itself (STACK.md). */
export function modifyContextOpts(memo: { basename?: string }) {
  return window.routerBase ? { ...memo, basename: window.routerBase } : memo;
}

export const dva = {
  config: {
    onError(error: Error & { preventDefault?: () => void }) {
      // Effects resolve failed calls as envelopes (src/utils/request.ts); anything that still
      // throws is a bug: keep it from crashing the app, and leave a trace for developers.
      error.preventDefault?.();
      if (process.env.NODE_ENV !== 'production') {
        // eslint-disable-next-line no-console
        console.warn('[dva]', error);
      }
    },
  },
};

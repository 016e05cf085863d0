/** antd's static message with the site's theme and locale; loaded on the first error toast. */
import { ConfigProvider, message } from 'antd';
import { antdProviderProps } from '@/components/AntdScope';

ConfigProvider.config({
  holderRender: (children) => <ConfigProvider {...antdProviderProps}>{children}</ConfigProvider>,
});

export function showError(args: { content: string; duration: number; key: string }): void {
  message.error(args);
}

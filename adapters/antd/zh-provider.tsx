import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
// The ES build of the locale: the CommonJS 'antd/locale/zh_CN' reaches the production bundle as
// a module object, and antd then falls back to English ("10 / page").
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export interface ZhProviderProps {
  children: ReactNode;
  /** The app's theme (site colour, font size); stories use antd's default. */
  theme?: ThemeConfig | undefined;
  /** Default: small, the spec's "UI size default mini" (section 9). */
  componentSize?: SizeType;
}

/** antd in Chinese, dayjs in zh-cn. Wraps the app and every story. */
export function ZhProvider({ children, theme, componentSize = 'small' }: ZhProviderProps) {
  return (
    // autoInsertSpace off: antd would show 提交 as "提 交"; the spec's strings are shown verbatim.
    <ConfigProvider locale={zhCN} componentSize={componentSize} theme={theme} button={{ autoInsertSpace: false }}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/**
 * antd in Chinese with the smallest component size as the default (spec section 9, "UI size
 * default mini"), dayjs in zh-cn. Wraps the app and every story.
 */
export function ZhProvider({ children }: { children: ReactNode }) {
  return (
    // autoInsertSpace off: antd would show 提交 as "提 交"; the spec's strings are shown verbatim.
    <ConfigProvider locale={zhCN} componentSize="small" button={{ autoInsertSpace: false }}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

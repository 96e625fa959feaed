import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useSetAtom } from 'jotai';
import { HTTPError } from 'ky';
import type { ZhuxuetongState } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { useSubmitOnce } from '../../../adapters/drafts/index.ts';
import { useServices } from '../../services/use-services.ts';
import { activationOpenAtom } from '../../state/money.ts';
import { refreshAccount } from '../../state/refresh-account.ts';
import { failureToShow } from './money-errors.ts';
import './money.css';
import { useFeedback } from '../../../adapters/ui/index.ts';

// 助学通 on and off, above 助学通记录 (issue 12, item 4): the status (未开通 / 运行中 / 已暂停),
// 开通 (the activation dialog) or 关闭 (the server's 491 confirm, resent with confirm 1 by the
// catalogue), and the invalid-feedback window in hours from the system setting (default 72).

export const STATUS_TEXT: Record<ZhuxuetongState['status'], string> = { 0: '未开通', 1: '运行中', 2: '已暂停' };
const STATUS_COLOR: Record<ZhuxuetongState['status'], string> = { 0: 'default', 1: 'success', 2: 'warning' };
export const DEFAULT_INVALID_HOURS = 72;

export function ZhuxuetongStrip() {
  const services = useServices();
  const message = useFeedback();
  const api = services.api.money;
  const openActivation = useSetAtom(activationOpenAtom);
  const state = useQuery({ queryKey: queryKeys.zhuxuetong, queryFn: () => api.zhuxuetong() });
  const setting = useQuery({ queryKey: queryKeys.systemSetting, queryFn: () => api.systemSetting(), staleTime: Infinity });
  const close = useMutation({
    mutationFn: () => api.closeZhuxuetong(),
    onSuccess: () => {
      void message.success('助学通服务已关闭');
      void refreshAccount(services);
    },
    onError: (failure) => {
      // 491 again: the user answered 取消 to the confirm
      if (failure instanceof HTTPError && failure.response.status === 491) return;
      const text = failureToShow(failure, '关闭失败，请稍后再试');
      if (text) void message.error(text);
    },
  });

  // one close call from the first click, before the button shows it is busy
  const closing = useSubmitOnce();

  const hours = setting.data?.zhuxuetong_invalid_hours ?? state.data?.invalid_hours ?? DEFAULT_INVALID_HOURS;
  if (state.isPending) {
    return (
      <Card size="small" className="zhuxuetong-strip">
        <Skeleton active paragraph={false} />
      </Card>
    );
  }
  if (state.isError) {
    return (
      <Alert
        className="zhuxuetong-strip"
        type="error"
        showIcon
        message={errorMessage(state.error, '助学通状态加载失败')}
        action={
          <Button size="small" onClick={() => void state.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const { status } = state.data;
  const running = status === 1;
  return (
    <Card size="small" className="zhuxuetong-strip" aria-label="助学通状态">
      <div className="zhuxuetong-strip-body">
        <Space wrap size={[16, 4]}>
          <span>
            助学通服务：<Tag color={STATUS_COLOR[status] ?? 'default'}>{STATUS_TEXT[status] ?? state.data.status_text}</Tag>
          </span>
          {status !== 0 && state.data.opened_at && <Typography.Text type="secondary">开通时间：{state.data.opened_at}</Typography.Text>}
          {status === 2 && <Typography.Text type="warning">连续 {state.data.pause_after_days ?? 2} 天未使用，服务已暂停，重新开通即可恢复</Typography.Text>}
          <Typography.Text type="secondary">无效线索请在付款后 {hours} 小时内反馈</Typography.Text>
        </Space>
        {running ? (
          <Button danger loading={close.isPending} onClick={() => void closing.run(() => close.mutateAsync().catch(() => undefined))}>
            关闭助学通
          </Button>
        ) : (
          <Button type="primary" onClick={() => openActivation(true)}>
            {status === 2 ? '重新开通' : '开通助学通'}
          </Button>
        )}
      </div>
    </Card>
  );
}

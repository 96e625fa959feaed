import { Alert, Button } from 'antd';

/** A failed load: what went wrong, in Chinese, and 重试 (turning while `retrying`). */
export function RetryAlert({ message, onRetry, retrying, className }: { message: string; onRetry(): void; retrying?: boolean; className?: string }) {
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

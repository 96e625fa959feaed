import { Alert, Button } from 'antd';

/** A failed load: what went wrong, in Chinese, and 重试. */
export function RetryAlert({ message, onRetry, className }: { message: string; onRetry(): void; className?: string }) {
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

import { Alert, Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

// Catches the failure of a lazily loaded part of a dialog (the editor's script, spec section 8:
// "editor script load failure shows the error") and shows it with a retry, instead of taking
// the whole page down.

interface Props {
  /** What failed to load, e.g. 编辑器. */
  what: string;
  onRetry(): void;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`${this.props.what}加载失败`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={`${this.props.what}加载失败`}
        description={error.message || '请检查网络后重试'}
        action={
          <Button
            size="small"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
}

import { Alert, Button, Card, Spin, Steps } from 'antd';
import { ConfigErrors, ConfigForm } from '../../../adapters/form/index.ts';
import { RetryAlert } from '../../../adapters/ui/index.ts';
import { AuditLogDialog } from './audit-log-dialog.tsx';
import { firstStepTitle, GIVE_UP_FORM, RESTORED_NOTICE, SUBMIT_TEXT } from './auth-form-model.ts';
import { AuthResult } from './auth-result.tsx';
import type { ConfigError } from '../../../engine/index.ts';
import { useAuthFormData } from './use-auth-form-data.ts';
import { useAuthForm, type AuthFormDeps, type AuthFormInput } from './use-auth-form.ts';
import './auth-form.css';

// The authentication form screen (spec section 2): the title, 放弃申领 on the form named
// auth_form, the two steps, then the form (step 0) or the result panel (step 1). Every field
// comes from the page's form-config through <ConfigForm>.

function AuthFormBody({ input, warnings, deps }: { input: AuthFormInput; warnings: readonly ConfigError[]; deps: AuthFormDeps }) {
  const auth = useAuthForm(input, deps);
  const { component } = input.config;
  const title = component.title ?? '认证资料';
  return (
    <Card className="auth-form-card" variant="borderless">
      <div className="auth-form-head">
        <h1 className="auth-form-title">{title}</h1>
        {component.name === GIVE_UP_FORM && (
          <Button danger loading={auth.givingUp} disabled={auth.givingUp || auth.submitting} onClick={auth.confirmGiveUp}>
            放弃申领
          </Button>
        )}
      </div>
      <Steps
        className="auth-form-steps"
        current={auth.step}
        // the review's outcome on step 2: rejected (3, 5) in red, finally passed (4) done
        status={auth.step === 1 && (auth.status === 3 || auth.status === 5) ? 'error' : auth.step === 1 && auth.status === 4 ? 'finish' : 'process'}
        items={[{ title: firstStepTitle(component.title) }, { title: '系统审核结果' }]}
      />
      {auth.step === 1 && auth.status !== 0 ? (
        <AuthResult status={auth.status} logs={auth.logs} resetting={auth.resetting} onReset={() => void auth.reset()} onShowLog={auth.openLog} />
      ) : (
        <div className="auth-form-step">
          {auth.restored && (
            <Alert
              className="auth-form-notice"
              type="info"
              showIcon
              message={RESTORED_NOTICE}
              description="这些内容尚未提交，请核对后点击“保存并提交”。"
              action={
                <Button size="small" onClick={auth.discardDraft}>
                  放弃这些内容
                </Button>
              }
            />
          )}
          {!auth.canSubmit && <Alert className="auth-form-notice" type="warning" showIcon message="资料审核中，审核结果出来前不能修改提交。" />}
          <ConfigForm
            key={auth.form.id}
            config={input.config}
            warnings={warnings}
            form={auth.form}
            initialValues={auth.initial}
            auth
            disabled={!auth.canSubmit}
            submitText={SUBMIT_TEXT}
            onSubmit={auth.canSubmit ? auth.onSubmit : undefined}
            actions={
              auth.status !== 0 ? (
                <Button disabled={auth.submitting} onClick={auth.backToResult}>
                  返回审核结果
                </Button>
              ) : undefined
            }
          />
        </div>
      )}
      {auth.conflictDialog}
      <AuditLogDialog open={auth.logOpen} logs={auth.logs.slice(0, 1)} onClose={auth.closeLog} />
    </Card>
  );
}

/** The screen for a menu item (menu-component/{menuId}); loading, error with 重试, broken config. */
export function AuthFormPage({ menuId, deps }: { menuId: string; deps: AuthFormDeps }) {
  const data = useAuthFormData(menuId, deps.api);
  if (data.status === 'loading') return <Spin size="large" className="auth-form-loading" tip="加载中…"><div /></Spin>;
  if (data.status === 'error') return <RetryAlert className="auth-form-error" message={data.message} onRetry={data.retry} />;
  if (data.status === 'broken') return <ConfigErrors source="认证页面配置" errors={data.errors} />;
  return (
    <div className="auth-form-page">
      <ConfigErrors errors={data.errors} />
      <AuthFormBody key={`${deps.userId ?? ''}`} input={data} warnings={data.warnings} deps={deps} />
    </div>
  );
}

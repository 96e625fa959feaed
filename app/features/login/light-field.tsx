import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

// /login's password door without antd (issue 16: /login must be usable within 150 kB of
// JavaScript, and antd's Form, Input, Button and App together are over 90 kB gzip). The look
// follows antd's vertical form item and large input and button (login.css); the app's other
// screens, the other doors included, keep antd.

export interface LightFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function LightField({ id, label, error, children }: LightFieldProps) {
  return (
    <div className={error ? 'light-field light-field-invalid' : 'light-field'}>
      <label className="light-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="light-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

export type LightInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean | undefined };

/** A text input that looks like antd's large Input. */
export const LightInput = forwardRef<HTMLInputElement, LightInputProps>(function LightInput({ invalid, className, ...props }, ref) {
  return <input ref={ref} className={`light-input${invalid ? ' light-input-invalid' : ''}${className ? ` ${className}` : ''}`} {...props} />;
});

const EYE = 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Zm11 4a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z';

/** A password input with a show/hide toggle (issue 15: masked, with a show toggle). */
export const LightPassword = forwardRef<HTMLInputElement, LightInputProps>(function LightPassword({ invalid, disabled, ...props }, ref) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`light-password${invalid ? ' light-input-invalid' : ''}${disabled ? ' light-password-disabled' : ''}`}>
      <input ref={ref} type={shown ? 'text' : 'password'} disabled={disabled} {...props} />
      <button type="button" className="light-password-toggle" aria-label="明文显示" title={shown ? '隐藏输入内容' : '显示输入内容'} aria-pressed={shown} disabled={disabled} onClick={() => setShown(!shown)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={EYE} fill="none" stroke="currentColor" strokeWidth="1.6" />
          {!shown && <path d="M3 21 21 3" stroke="currentColor" strokeWidth="1.6" />}
        </svg>
      </button>
    </span>
  );
});

/** A primary submit button that looks like antd's large block primary Button, with its spinner while busy. */
export function LightSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="light-submit" disabled={busy} aria-busy={busy}>
      {busy && <span className="app-spinner app-spinner-small app-spinner-light" aria-hidden="true" />}
      {children}
    </button>
  );
}

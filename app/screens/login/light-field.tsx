import type { ReactNode } from 'react';

// A labelled field for /login's password door, without antd's Form: Form brings rc-field-form
// and, for its label tooltips, the Tooltip/Trigger machinery (about 44 kB gzip together) into
// the one route whose budget is 150 kB. The look follows antd's vertical form item.

export interface LightFieldProps {
  id: string;
  label: string;
  error?: string;
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

import { useState } from 'react';
import * as Icon from '@/components/icons';
import { TextField, type TextFieldProps } from '@/components/field';
import { t } from '@lingui/core/macro';

/** A password field with a show/hide toggle named for what a press does (Show password / Hide password). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          className="flex size-11 items-center justify-center rounded-full text-ink-600 hover:text-ink-900"
        >
          {visible ? <Icon.EyeOff className="size-5" /> : <Icon.Eye className="size-5" />}
        </button>
      }
    />
  );
}

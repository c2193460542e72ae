import { useState } from 'react';
import * as Icon from '@/components/icons';
import { TextField, type TextFieldProps } from '@/components/field';

/** A password field with a show/hide toggle (an icon button with aria-pressed). */
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
          aria-label="Show password"
          aria-pressed={visible}
          className="flex size-11 items-center justify-center rounded-full text-ink-600 hover:text-ink-900"
        >
          {visible ? <Icon.EyeOff className="size-5" /> : <Icon.Eye className="size-5" />}
        </button>
      }
    />
  );
}

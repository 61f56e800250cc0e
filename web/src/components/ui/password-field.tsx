import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for passwords with a button that shows or hides what was typed. */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const inputSlot = typeof slotProps?.input === 'object' ? slotProps.input : undefined;
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={visible ? t('password.hide') : t('password.show')}
        onClick={() => setVisible((shown) => !shown)}
        onMouseDown={(event) => event.preventDefault()}
      >
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{ ...slotProps, input: { ...inputSlot, endAdornment: toggle } }}
    />
  );
}

import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextInput, type TextInputProps } from './text-input';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

/** A text input for passwords with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
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
  return <TextInput {...props} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}

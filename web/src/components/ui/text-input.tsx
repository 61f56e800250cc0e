import { FormControl, FormHelperText, InputLabel, OutlinedInput, type FormControlProps, type OutlinedInputProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'id' | 'label' | 'size' | 'sx'> {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  size?: FormControlProps['size'];
  sx?: FormControlProps['sx'];
}

/**
 * MUI's outlined TextField put together from its parts, with the same markup and behaviour for a
 * text input. TextField imports Select (and with it Menu, Popover and Modal) for its `select` mode:
 * the account screens and /classifieds' filters use this instead, which keeps that chain off their
 * first load.
 */
export function TextInput({ id, label, helperText, error, required, disabled, fullWidth, size, sx, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

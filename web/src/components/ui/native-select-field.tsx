import { FormControl, InputLabel, NativeSelect, OutlinedInput, type FormControlProps } from '@mui/material';

interface NativeSelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** What each option reads as; the option itself when not given. */
  labelOf?: (option: string) => string;
  size?: FormControlProps['size'];
  sx?: FormControlProps['sx'];
}

/**
 * An outlined list of choices drawn by the browser: the phone's own picker, and none of the menu,
 * popover and modal code of MUI's Select on the screen's first load.
 */
export function NativeSelectField({ id, label, value, options, onChange, labelOf = (option) => option, size, sx }: NativeSelectFieldProps) {
  return (
    <FormControl variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput label={label} notched />}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

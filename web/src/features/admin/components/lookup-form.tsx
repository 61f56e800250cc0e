import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

interface LookupFormProps {
  /** The search's name ('Find an account by its e-mail address') and its field's label. */
  name: string;
  label: string;
  type: 'email' | 'text';
  /** Said under the field when what was typed cannot be looked up; the form then asks nothing. */
  error?: string | null;
  onFind: (typed: string) => void;
}

/** One of the desk's searches: a field and Find (Enter finds too). */
export function LookupForm({ name, label, type, error, onFind }: LookupFormProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  return (
    <Stack
      component="form"
      role="search"
      aria-label={name}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        onFind(typed.trim());
      }}
    >
      <TextField type={type} size="small" label={label} value={typed} onChange={(event) => setTyped(event.target.value)} error={Boolean(error)} helperText={error} autoComplete="off" fullWidth />
      <Button type="submit" variant="contained">
        {t('lookup.find')}
      </Button>
    </Stack>
  );
}

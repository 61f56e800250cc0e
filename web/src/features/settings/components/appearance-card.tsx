import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '@yardsale/core/constants';
import { SectionCard } from '@/components/ui/section-card';
import { serverMessageOr } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast-provider';
import { useThemeChoice } from '@/lib/theme/theme-provider';
import { useUpdateProfile } from '../api/update-profile';

/** Theme choice, applied and saved to the account at once (SPEC section 4). */
export function AppearanceCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { theme, setTheme } = useThemeChoice();
  const { mutateAsync } = useUpdateProfile();

  const choose = async (next: Theme) => {
    setTheme(next);
    try {
      await mutateAsync({ preferences: { theme: next } });
    } catch (error) {
      toast({ title: t('appearance.saveFailed'), description: serverMessageOr(error, t('appearance.saveFailedText')), variant: 'error' });
    }
  };

  return (
    <SectionCard title={t('appearance.heading')} icon={<PaletteOutlinedIcon />}>
      <TextField
        select
        id="settings-theme"
        label={t('appearance.theme')}
        value={theme}
        onChange={(event) => void choose(event.target.value as Theme)}
        helperText={t('appearance.themeHelp')}
        fullWidth
      >
        {THEMES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`appearance.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </SectionCard>
  );
}

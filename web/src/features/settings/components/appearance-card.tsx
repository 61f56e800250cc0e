import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { THEMES, type Theme } from '@yardsale/core/constants';
import { SectionCard } from '@/components/ui/section-card';
import { useThemeChoice } from '@/lib/theme/theme-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useUpdateProfile } from '../api/update-profile';

/** Theme choice, applied and saved to the account at once (SPEC section 4). */
export function AppearanceCard() {
  const { t } = useTranslation('settings');
  const showApiError = useShowApiError();
  const { theme, setTheme } = useThemeChoice();
  const { mutateAsync } = useUpdateProfile();

  const choose = async (next: Theme) => {
    setTheme(next);
    try {
      await mutateAsync({ preferences: { theme: next } });
    } catch (error) {
      showApiError(error, { title: t('appearance.saveFailed'), fallback: t('appearance.saveFailedText') });
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

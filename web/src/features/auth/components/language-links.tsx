import { Button, Stack } from '@mui/material';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@yardsale/core/constants';
import { useTranslation, chooseLanguage } from '@/lib/i18n';

/**
 * Each of the app's languages by its own name, for someone not signed in: the choice stays on this
 * device (and becomes a new account's language). Signed in, the language is a setting.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation('auth');
  return (
    <Stack component="nav" aria-label={t('footer.languages')} direction="row" useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', columnGap: 0.5, mt: 2 }}>
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <Button
            key={language}
            lang={language}
            size="small"
            aria-current={current ? 'true' : undefined}
            onClick={() => void chooseLanguage(language)}
            sx={{ minWidth: 48, minHeight: 48, textTransform: 'none', fontWeight: current ? 700 : 400 }}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </Button>
        );
      })}
    </Stack>
  );
}

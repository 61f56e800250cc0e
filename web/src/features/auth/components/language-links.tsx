import { Button, Stack } from '@mui/material';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation, chooseLanguage } from '@/lib/i18n';

/**
 * Each of the app's languages by its own name, for someone not signed in: the choice stays on this
 * device (and becomes a new account's language). Signed in, the language is a setting.
 */
export function LanguageLinks() {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
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
            // Offline, its strings cannot come: the page stays as it was, and says why.
            onClick={() => void chooseLanguage(language).then((changed) => changed || toast({ title: t('common:loadError'), variant: 'error' }))}
            sx={{ minWidth: 48, minHeight: 48, textTransform: 'none', fontWeight: current ? 700 : 400 }}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </Button>
        );
      })}
    </Stack>
  );
}

import { Link } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  DATA_ACCESS_WINDOW_MONTHS,
  DATA_DELETION_PROCESSING_DAYS,
  LEGAL_DATES,
  MINIMUM_AGE,
  PRIVACY_MINIMUM_AGE,
} from '@yardsale/core/constants';
import { paths } from '@/config/paths';
import { useSupportEmail } from '@/lib/use-public-config';

/** Formats an ISO date ('2025-03-22') or month ('2025-03') of LEGAL_DATES in the user's language. */
export function formatLegalDate(isoDate: string, language: string): string {
  const [year = 1970, month = 1, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    day === undefined ? { year: 'numeric', month: 'long' } : { year: 'numeric', month: 'long', day: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** Interpolation values and link elements shared by the terms and the privacy policy. */
export function useLegalTextProps() {
  const { i18n } = useTranslation('legal');
  const email = useSupportEmail();
  const language = i18n.language;
  // Moving between the two documents keeps where the user came from, so "back" still leads there.
  const { search, state } = useLocation();

  return useMemo(
    () => ({
      values: {
        email,
        minimumAge: MINIMUM_AGE,
        privacyMinimumAge: PRIVACY_MINIMUM_AGE,
        months: DATA_ACCESS_WINDOW_MONTHS,
        days: DATA_DELETION_PROCESSING_DAYS,
      },
      components: {
        emailLink: <Link href={`mailto:${email}`} />,
        deletionLink: <Link component={RouterLink} to={paths.dataDeletion} />,
        termsLink: <Link component={RouterLink} to={{ pathname: paths.terms, search }} state={state} />,
        privacyLink: <Link component={RouterLink} to={{ pathname: paths.privacy, search }} state={state} />,
        faqLink: <Link component={RouterLink} to={paths.faq} />,
      },
      dates: {
        terms: formatLegalDate(LEGAL_DATES.termsUpdated, language),
        privacy: formatLegalDate(LEGAL_DATES.privacyUpdated, language),
        consentTerms: formatLegalDate(LEGAL_DATES.consentTerms, language),
      },
    }),
    [email, language, search, state],
  );
}

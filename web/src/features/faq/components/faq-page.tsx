import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Paper, Typography } from '@mui/material';
import { memo, useId, useMemo } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';
import { Link as RouterLink } from 'react-router';
import { DATA_DELETION_PROCESSING_DAYS, MINIMUM_AGE, TIMINGS_MS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSupportEmail } from '@/lib/use-public-config';

interface FaqItem {
  question: string;
  answer: string[];
}

interface FaqSection {
  heading: string;
  items: FaqItem[];
}

const GEONAMES_URL = 'https://www.geonames.org/';
const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';

const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** /faq: four sections (SPEC section 2), each question an accordion whose button sits in an h3. */
export function FaqPage() {
  return <FaqContent email={useSupportEmail()} />;
}

// Drawn again only when the support address changes, not when the settings it comes from arrive
// with the address the page already shows (measured at 4x: a synchronous 175 ms task).
const FaqContent = memo(function FaqContent({ email }: { email: string }) {
  const { t } = useTranslation('faq');
  const idPrefix = useId();
  const sections = asArray<FaqSection>(t('sections', { returnObjects: true }));

  const values = useMemo(
    () => ({
      email,
      minimumAge: MINIMUM_AGE,
      graceMinutes: TIMINGS_MS.listingExpiryGrace / 60_000,
      maxDates: LIMITS.yardSaleMaxDates,
      maxCategories: LIMITS.yardSaleMaxCategories,
      maxImages: LIMITS.classifiedMaxImages,
      days: DATA_DELETION_PROCESSING_DAYS,
    }),
    [email],
  );
  const components = useMemo(
    () => ({
      emailLink: <Link href={`mailto:${email}`} />,
      termsLink: <Link component={RouterLink} to={`${paths.terms}?from=${paths.faq}`} />,
      privacyLink: <Link component={RouterLink} to={`${paths.privacy}?from=${paths.faq}`} />,
      deletionLink: <Link component={RouterLink} to={paths.dataDeletion} />,
      installLink: <Link component={RouterLink} to={paths.installPwa} />,
      // GeoNames' licence (CC BY 4.0) asks for this credit: the offline geocoder's towns are theirs.
      geonamesLink: <Link href={GEONAMES_URL} target="_blank" rel="noopener noreferrer" />,
      licenseLink: <Link href={CC_BY_4_URL} target="_blank" rel="noopener noreferrer" />,
    }),
    [email],
  );

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.settings} />
      <PageContainer>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        {sections.map((section, sectionIndex) => (
          <Box component="section" key={sectionIndex} aria-labelledby={`${idPrefix}-s${sectionIndex}`} sx={{ mb: 4 }}>
            <Typography id={`${idPrefix}-s${sectionIndex}`} component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
              {section.heading}
            </Typography>
            {asArray<FaqItem>(section.items).map((item, itemIndex) => {
              const id = `${idPrefix}-s${sectionIndex}-q${itemIndex}`;
              return (
                <Accordion key={itemIndex} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
                    <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ pt: 0 }}>
                    {asArray<string>(item.answer).map((_, answerIndex) => (
                      <Typography key={answerIndex} color="text.secondary" sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
                        <Trans
                          t={t}
                          i18nKey={`sections.${sectionIndex}.items.${itemIndex}.answer.${answerIndex}`}
                          values={values}
                          components={components}
                        />
                      </Typography>
                    ))}
                  </AccordionDetails>
                </Accordion>
              );
            })}
          </Box>
        ))}
        <Paper component="section" variant="outlined" aria-labelledby={`${idPrefix}-more`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={`${idPrefix}-more`} component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
            {t('moreHelp.heading')}
          </Typography>
          <Typography>
            <Trans t={t} i18nKey="moreHelp.text" values={values} components={components} />
          </Typography>
        </Paper>
      </PageContainer>
    </>
  );
});

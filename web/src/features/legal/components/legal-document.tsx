import { Box, Typography } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';

export type LegalDocumentKey = 'terms' | 'privacy';

interface LegalBlock {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

interface LegalSection extends LegalBlock {
  subsections?: LegalBlock[];
}

export interface LegalDocumentProps {
  /** Which document of locales/en/legal.json to render. */
  docKey: LegalDocumentKey;
  /** Already formatted "last updated" date. */
  updated: string;
  /** Level of the section headings: 2 on a page under its h1, 3 inside a dialog whose title is an h2. */
  headingLevel?: 2 | 3;
  /** Interpolation values for the texts (support e-mail, ages, time limits). */
  values: Record<string, string | number>;
  /** Elements for the <tags> used in the texts (links). */
  components: Record<string, ReactElement>;
}

const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * Renders one legal document from its structured translation (intro, then sections with headings,
 * paragraphs, bullet lists and optional subsections), so the texts live in JSON and not in JSX.
 */
export function LegalDocument({ docKey, updated, headingLevel = 2, values, components }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const idPrefix = useId();
  const intro = asArray<string>(t(`${docKey}.intro`, { returnObjects: true }));
  const sections = asArray<LegalSection>(t(`${docKey}.sections`, { returnObjects: true }));
  const sectionHeading = `h${headingLevel}` as const;
  const subsectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const text = (key: string) => <Trans t={t} i18nKey={`${docKey}.${key}`} values={values} components={components} />;

  const block = (base: string, content: LegalBlock) => (
    <>
      {asArray<string>(content.paragraphs).map((_, index) => (
        <Typography key={`p${index}`} sx={{ mb: 1.5 }}>
          {text(`${base}.paragraphs.${index}`)}
        </Typography>
      ))}
      {asArray<string>(content.items).length > 0 && (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& > li': { mb: 0.75 } }}>
          {asArray<string>(content.items).map((_, index) => (
            <Typography component="li" key={`i${index}`}>
              {text(`${base}.items.${index}`)}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );

  return (
    <Box sx={{ lineHeight: 1.7, '& a': { wordBreak: 'break-word' } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lastUpdated', { date: updated })}
      </Typography>
      {intro.map((_, index) => (
        <Typography key={index} sx={{ mb: 1.5 }}>
          {text(`intro.${index}`)}
        </Typography>
      ))}
      {sections.map((section, index) => (
        <Box component="section" key={index} aria-labelledby={`${idPrefix}-${index}`} sx={{ mt: 3 }}>
          <Typography id={`${idPrefix}-${index}`} component={sectionHeading} variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
            {section.heading}
          </Typography>
          {block(`sections.${index}`, section)}
          {asArray<LegalBlock>(section.subsections).map((subsection, subIndex) => (
            <Box key={subIndex} sx={{ mt: 2 }}>
              <Typography component={subsectionHeading} variant="subtitle1" sx={{ mb: 0.5, fontWeight: 700 }}>
                {subsection.heading}
              </Typography>
              {block(`sections.${index}.subsections.${subIndex}`, subsection)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

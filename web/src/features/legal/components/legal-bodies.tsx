import { useLegalTextProps } from '../hooks/use-legal-text-props';
import { LegalDocument } from './legal-document';

interface LegalBodyProps {
  /** 2 under a page's h1 (default); 3 inside a dialog whose title is an h2. */
  headingLevel?: 2 | 3;
}

interface TermsBodyProps extends LegalBodyProps {
  /** 'day' on the /terms page (March 22, 2025); 'month' in the consent dialog (March 2025). */
  datePrecision?: 'day' | 'month';
}

/** The Terms & Conditions text without a page header, for /terms and the consent dialog. */
export function TermsBody({ headingLevel = 2, datePrecision = 'day' }: TermsBodyProps) {
  const { values, components, dates } = useLegalTextProps();
  const updated = datePrecision === 'month' ? dates.consentTerms : dates.terms;
  return <LegalDocument docKey="terms" updated={updated} headingLevel={headingLevel} values={values} components={components} />;
}

/** The Privacy Policy text without a page header, for /privacy and the consent dialog. */
export function PrivacyBody({ headingLevel = 2 }: LegalBodyProps) {
  const { values, components, dates } = useLegalTextProps();
  return <LegalDocument docKey="privacy" updated={dates.privacy} headingLevel={headingLevel} values={values} components={components} />;
}

import { Paper } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useLegalBackTarget } from '../hooks/use-legal-back-target';
import { PrivacyBody, TermsBody } from './legal-bodies';
import type { LegalDocumentKey } from './legal-document';

/** /terms and /privacy: the document on a readable sheet, with the back rule of SPEC section 2. */
export function LegalPage({ docKey }: { docKey: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const backTo = useLegalBackTarget();
  return (
    <>
      <PageHeader title={t(`${docKey}.title`)} backTo={backTo} />
      <PageContainer>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {docKey === 'terms' ? <TermsBody /> : <PrivacyBody />}
        </Paper>
      </PageContainer>
    </>
  );
}

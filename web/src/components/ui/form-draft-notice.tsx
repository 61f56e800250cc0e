import { Alert, Button } from '@mui/material';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { forgetDraft } from '@/lib/form-drafts/draft-store';
import { keepDraft, type FormDraft } from '@/lib/form-drafts/use-form-draft';
import { useTranslation } from '@/lib/i18n';

/**
 * Inside a post's Formik form: keeps its values as they change (decision 0055), and when the form
 * opened on a draft, says so with 'Start over' back to the empty form (or the post as saved).
 */
export function FormDraftNotice<T extends object>({ draft }: { draft: FormDraft<T> }) {
  const { t } = useTranslation('drafts');
  const { values, resetForm } = useFormikContext<T>();
  const [restored, setRestored] = useState(draft.restored);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => keepDraft(draft, values), [draft, values]);
  if (!restored) return null;

  const startOver = () => {
    // The button goes with the notice: focus moves to the form's first field.
    const firstField = notice.current?.closest('form')?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea');
    resetForm({ values: draft.fresh });
    forgetDraft(draft.place);
    setRestored(null);
    firstField?.focus();
  };
  return (
    <Alert
      ref={notice}
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={startOver}>
          {t('startOver')}
        </Button>
      }
    >
      {restored.photosLeftOut ? `${t('kept')} ${t('photosAgain')}` : t('kept')}
    </Alert>
  );
}

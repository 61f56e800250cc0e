import type { AdminNoteInput } from '@yardsale/core/schemas/admin';
import type { FormikErrors } from 'formik';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useDeskAction } from '../api/desk-action';
import type { DeskRequest } from './use-desk-dialog';

/** Sends an action with its reason; toasts the API's answer either way and resolves whether it worked. */
export function useSubmitDeskAction() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const action = useDeskAction();
  const submit = async ({ kind, id, reportId }: DeskRequest, note: string, setErrors: (errors: FormikErrors<AdminNoteInput>) => void) => {
    try {
      const { message } = await action.mutateAsync({ kind, id, reportId, note: note.trim() });
      toast({ title: translateMessage(message), variant: 'success' });
      return true;
    } catch (error) {
      showApiError(error, { title: t('toast.failed'), fallback: t('toast.failedText'), setErrors });
      return false;
    }
  };
  return { submit, pending: action.isPending };
}

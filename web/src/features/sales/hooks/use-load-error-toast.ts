import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';

/** SPEC section 8 "Listings load": one toast each time a load of sales (map or Find) fails. */
export function useLoadErrorToast(failed: boolean): void {
  const { t } = useTranslation('sales');
  const toast = useToast();
  useEffect(() => {
    if (failed) toast({ title: t('find.loadError.title'), description: t('find.loadError.text'), variant: 'error' });
  }, [failed, t, toast]);
}

import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Button } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { useToast } from './toast-provider';

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Shares a page of the app: the phone's share sheet, or else the link copied to the clipboard. */
function useShareLink(title: string, path: string) {
  const { t } = useTranslation();
  const toast = useToast();
  return async () => {
    const url = new URL(path, window.location.origin).href;
    if (navigator.share) {
      try {
        return await navigator.share({ title, url });
      } catch (error) {
        if (isCancelled(error)) return; // the person closed the share sheet; anything else falls back to copying
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copied'), description: url, variant: 'success', durationMs: 3000 });
    } catch {
      toast({ title: t('share.copyFailed'), description: url, variant: 'error' });
    }
  };
}

/** 'Share' on a listing's sheet: its own link (core/src/listing-links.ts), to send to a friend. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const share = useShareLink(title, path);
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      {t('share.action')}
    </Button>
  );
}

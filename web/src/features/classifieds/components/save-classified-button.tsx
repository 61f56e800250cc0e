import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { IconButton } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/auth';
import { useSendToSignIn } from '@/lib/use-send-to-sign-in';
import { useSavedClassifieds } from '../hooks/use-saved-classifieds';

/** The sheet's bookmark (decision 0048): saves the classified, or takes a guest to log in. */
export function SaveClassifiedButton({ classified }: { classified: Classified }) {
  const { t } = useTranslation('classifieds');
  const { data: user } = useCurrentUser();
  const { isSaved, toggle } = useSavedClassifieds();
  const sendToSignIn = useSendToSignIn({ id: classified.id, type: 'classified' });
  const saved = isSaved(classified.id);
  const click = () => (user ? toggle(classified) : sendToSignIn(t('saved.loginRequired')));
  return (
    <IconButton aria-label={t('sheet.save', { title: classified.title })} aria-pressed={saved} color={saved ? 'primary' : 'default'} onClick={click}>
      {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
    </IconButton>
  );
}

import { CLASSIFIED_LINK_PARAM, classifiedPath, SALE_LINK_PARAM, salePath } from '@yardsale/core/listing-links';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import type { MessageTarget } from '@/components/messages/message-target';

type SheetListing = Pick<MessageTarget, 'id' | 'type'>;

/**
 * This page with the listing's sheet open by its link (decision 0062): Find and Classifieds open a
 * sheet from their address; elsewhere (the map) the listing's own link is where to come back to.
 */
function pageWithSheet(pathname: string, search: string, { id, type }: SheetListing): string {
  const [screen, param, ownLink] = type === 'classified' ? [paths.classifieds, CLASSIFIED_LINK_PARAM, classifiedPath(id)] : [paths.find, SALE_LINK_PARAM, salePath(id)];
  if (pathname !== screen) return ownLink;
  const params = new URLSearchParams(search);
  params.set(param, id);
  return `${pathname}?${params}`;
}

/**
 * For what only someone signed in may do (message, save, report): a guest is told why in a toast and
 * taken to log in, and comes back to this page once signed in, with the sheet of `listing` open.
 */
export function useSendToSignIn(listing: SheetListing): (why: string) => void {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const from = pageWithSheet(pathname, search, listing);
  return useCallback(
    (why: string) => {
      toast({ title: why, variant: 'info' });
      void navigate(paths.auth, { state: { from } });
    },
    [toast, navigate, from],
  );
}

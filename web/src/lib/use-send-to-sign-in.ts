import { CLASSIFIED_LINK_PARAM, classifiedPath, SALE_LINK_PARAM, salePath } from '@yardsale/core/listing-links';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import type { MessageTarget } from '@/components/messages/message-target';

type SheetListing = Pick<MessageTarget, 'id' | 'type'>;

/** The screens that open a listing's sheet from their address (decision 0062), by the listing's type. */
const SHEET_SCREENS = { listing: [paths.find, paths.home], classified: [paths.classifieds] } as const;

/**
 * This page with the listing's sheet open by its link: Find, the map and Classifieds open a sheet
 * from their address; elsewhere the listing's own link is where to come back to.
 */
function pageWithSheet(pathname: string, search: string, { id, type }: SheetListing): string {
  const [param, ownLink] = type === 'classified' ? [CLASSIFIED_LINK_PARAM, classifiedPath(id)] : [SALE_LINK_PARAM, salePath(id)];
  if (!(SHEET_SCREENS[type] as readonly string[]).includes(pathname)) return ownLink;
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

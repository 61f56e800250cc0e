import { MediaPermissionsPrompt } from '@/features/auth/components/media-permissions-prompt';
import { useCurrentUser } from '@/lib/auth';
import { ConsentGate, needsConsent } from './consent-gate';

/** Over every page: the consent dialog while consent is missing, then the photo-access offer after a registration. */
export function AccountOverlays() {
  const { data: user } = useCurrentUser();
  if (needsConsent(user)) return <ConsentGate user={user} />;
  return user ? <MediaPermissionsPrompt /> : null;
}

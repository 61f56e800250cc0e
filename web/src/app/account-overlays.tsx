import type { CurrentUser } from '@yardsale/core/api-types';
import { MediaPermissionsPrompt } from '@/features/auth/components/media-permissions-prompt';
import { needsConsent } from '@/lib/auth';
import { ConsentGate } from './consent-gate';

/** Over every page while signed in: the consent dialog while consent is missing, then the photo-access offer after a registration. */
export default function AccountOverlays({ user }: { user: CurrentUser }) {
  if (needsConsent(user)) return <ConsentGate user={user} />;
  return <MediaPermissionsPrompt />;
}

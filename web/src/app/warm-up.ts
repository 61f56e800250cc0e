import { paths } from '@/config/paths';
import { warmUpClassifieds } from '@/features/classifieds/warm-up-classifieds';
import { warmUpFind } from '@/features/sales/find/warm-up-find';
import { earlySessionCheck } from '@/lib/auth';
import { warmUpLocation } from '@/lib/location/location-store';
import { earlyPublicConfig } from '@/lib/use-public-config';

/** What a screen will ask for first, by its address: the fix, then the sales or classifieds near it. */
const WARM_UPS: Partial<Record<string, () => Promise<unknown>>> = {
  // The map opens on the user when the fix is in before it (SalesMap).
  [paths.home]: warmUpLocation,
  [paths.find]: warmUpFind,
  [paths.classifieds]: warmUpClassifieds,
};

let startedAtBoot: string | undefined;

/**
 * Started by main.tsx as soon as the query cache's package is set up: the session check, the
 * deployment's settings and the first requests of the screen the page opens on are then on their way
 * while the rest of the app is set up (the translations, the theme, the toasts and the app's own
 * modules), not only once the app starts. The answers wait until the page is taken over.
 */
export function warmUpAtBoot(pathname: string): void {
  void earlySessionCheck.start();
  void earlyPublicConfig.start();
  const warmUp = WARM_UPS[pathname];
  if (!warmUp) return;
  startedAtBoot = pathname;
  void warmUp();
}

/** As a screen's code is requested (app/router.tsx): its warm-up, unless the boot started it already. */
export function warmUpScreen(path: string): void {
  if (startedAtBoot === path) {
    startedAtBoot = undefined;
    return;
  }
  void WARM_UPS[path]?.();
}

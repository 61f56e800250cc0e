import type { Page } from '@playwright/test';

/**
 * Chromium offers `beforeinstallprompt` only to real engagement: this offers one as the browser
 * would. Its prompt sets `window.prompted`; the user's choice is 'accepted'.
 */
export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

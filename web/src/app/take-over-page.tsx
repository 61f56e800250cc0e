import { useEffect } from 'react';
import { markPageTakenOver } from '@/lib/page-taken-over';

/**
 * Text typed into a prerendered field before React took it over stays on screen, but the form's
 * state still holds what was rendered (React's input tracker records the typed text as current, so
 * no change is reported). Setting the rendered value through the tracker, then the typed one past
 * it, lets the input event that follows reach the form as a change.
 */
function handOverTypedText(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What was chosen in the page's list boxes before React took them over, noted as hydration starts. */
let choicesBeforeHydration: { select: HTMLSelectElement; value: string }[] = [];

/**
 * A choice made in a prerendered list box (/classifieds' category) before React took it over is on
 * screen, but no change reached the page's state, and React puts the rendered choice back when it
 * next draws the box. Noted as hydration starts (`noteChoicesBeforeHydration`), it is made again
 * once React listens.
 */
export function noteChoicesBeforeHydration(root: HTMLElement): void {
  choicesBeforeHydration = [...root.querySelectorAll('select')]
    .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
    .map((select) => ({ select, value: select.value }));
}

function handOverChoices(): void {
  for (const { select, value } of choicesBeforeHydration) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  choicesBeforeHydration = [];
}

/**
 * Focus moved by the keyboard before React listened (a Tab on the prerendered page) draws no focus
 * ring: MUI's controls draw it on their focus event, which came before React. Told again, the
 * focused control draws it (the body, focused by nobody, is outside React's root). Its other focus
 * handlers run too, as they would have then; none of the prerendered pages opens anything on focus.
 */
function handOverFocus(): void {
  document.activeElement?.dispatchEvent(new Event('focusin', { bubbles: true }));
}

/** A prerendered page becomes usable, keeping whatever was typed, chosen or focused in the meantime. */
function pageTakenOver(root: HTMLElement | null): void {
  if (!root?.hasAttribute('aria-disabled')) return;
  handOverTypedText(root);
  handOverChoices();
  handOverFocus();
  root.removeAttribute('aria-disabled');
  markPageTakenOver();
}

/**
 * Rendered with the screen (inside its Suspense boundary, which React hydrates after the shell):
 * once the screen's markup is React's, the root loses aria-disabled, which held back form
 * submissions (page-loader-script.ts) and told assistive technology and browser tests to wait;
 * the answers held back meanwhile (lib/page-taken-over.ts) then reach the page.
 */
export function TakeOverPage() {
  useEffect(() => pageTakenOver(document.getElementById('root')), []);
  return null;
}

import { useEffect, type RefObject } from 'react';

/**
 * A field a refused submit marked (`aria-invalid`), or a control standing for a group of them
 * (`data-invalid`, such as the photo picker's button), in the order a reader meets them.
 */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';

/** Whether there was one to focus. */
function focusFirstInvalid(inForm: HTMLElement): boolean {
  const marked = (inForm.closest('form') ?? inForm).querySelector<HTMLElement>(INVALID);
  // A select's value input is hidden: the box a person operates is its combobox.
  const target = marked?.getAttribute('aria-hidden') === 'true' ? marked.parentElement?.querySelector<HTMLElement>('[role="combobox"]') : marked;
  target?.focus();
  return Boolean(target);
}

/** Frames to wait at most for the marks: React may draw the errors a frame or two after the submit ends. */
const MOST_FRAMES = 5;

/**
 * After a submit the form's own checks refused, focus moves to the first field marked invalid, so a
 * keyboard or screen-reader user lands on what to fix (WCAG 3.3.1) instead of staying on the button
 * below. `refused`: the submit is over and errors stand (the fields were disabled while it ran).
 * `form`: the form, or any element in it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, submitCount: number, refused: boolean): void {
  useEffect(() => {
    if (submitCount === 0 || !refused || !form.current) return;
    const root = form.current;
    // After the frame that draws the errors the submit just found.
    let frames = 0;
    const focus = () => {
      if (!focusFirstInvalid(root) && ++frames < MOST_FRAMES) frame = requestAnimationFrame(focus);
    };
    let frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [form, submitCount, refused]);
}

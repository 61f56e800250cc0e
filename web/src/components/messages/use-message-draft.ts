import { LIMITS } from '@yardsale/core/limits';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { useState, type ChangeEvent } from 'react';
import { useValidationMessage } from '@/lib/use-validation-message';
import { charactersIn } from '@yardsale/core/character-count';

/**
 * Unsent texts by conversation, for the page's life only (not stored: a message is private): going
 * back to the inbox, or to the map, and into the conversation again finds the text where it was.
 */
const unsent = new Map<string, string>();

/** From here on the field counts its characters against the limit. */
const COUNT_FROM = Math.floor(LIMITS.messageMax * 0.9);

/**
 * The text of a message being written (SPEC section 5): blank after trimming is never sent, and once
 * the writer has typed and erased it (or tried to send it blank) it says 'Please enter a message'.
 * Text past the limit is kept, not cut (a paste would lose its end unseen): it says 'Message too
 * long' and counts, and is not sent until shortened. `keptAs` names a conversation whose unsent text
 * outlives the screen.
 */
export function useMessageDraft(keptAs?: string) {
  const translate = useValidationMessage();
  const [text, setText] = useState(() => (keptAs && unsent.get(keptAs)) || '');
  const write = (next: string) => {
    setText(next);
    if (!keptAs) return;
    if (next) unsent.set(keptAs, next);
    else unsent.delete(keptAs);
  };
  const [touched, setTouched] = useState(false);
  const content = text.trim();
  const length = charactersIn(content);
  const tooLong = length > LIMITS.messageMax;
  const error = touched && !content ? translate(MESSAGE_MESSAGES.blank) : tooLong ? translate(MESSAGE_MESSAGES.contentTooLong) : undefined;
  const count = length >= COUNT_FROM ? `${length} / ${LIMITS.messageMax}` : undefined;
  return {
    /** What is sent: the text trimmed, '' when blank. */
    content,
    /** Not blank and within the limit. */
    ready: content !== '' && !tooLong,
    error,
    /** Under the field: the error and, near the limit, the count. */
    helperText: [error, count].filter(Boolean).join(' · ') || undefined,
    field: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        write(event.target.value);
        setTouched(true);
      },
    },
    /** A send was tried: show the message if it is blank. */
    touch: () => setTouched(true),
    /** Writes a whole text, as a quick reply does. */
    replace: (next: string) => write(next),
    clear: () => {
      write('');
      setTouched(false);
    },
    /** Clears the field if it still holds `sent` (trimmed): words written since stay. */
    clearIfStill: (sent: string) => {
      setText((current) => {
        if (current.trim() !== sent) return current;
        if (keptAs) unsent.delete(keptAs);
        return '';
      });
      setTouched(false);
    },
  };
}

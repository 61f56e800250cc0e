import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useState, type ChangeEvent } from 'react';
import { useValidationMessage } from '@/lib/use-validation-message';

/**
 * The text of a message being written (SPEC section 5): blank after trimming is never sent, and once
 * the writer has typed and erased it (or tried to send it blank) it says 'Please enter a message'.
 */
export function useMessageDraft() {
  const translate = useValidationMessage();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const content = text.trim();
  return {
    /** What is sent: the text trimmed, '' when blank. */
    content,
    error: touched && !content ? translate(MESSAGE_MESSAGES.blank) : undefined,
    field: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setText(event.target.value);
        setTouched(true);
      },
    },
    /** A send was tried: show the message if it is blank. */
    touch: () => setTouched(true),
    clear: () => {
      setText('');
      setTouched(false);
    },
  };
}

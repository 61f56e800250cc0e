import { Chip, Stack } from '@mui/material';
import { CLASSIFIED_TAGS, LIMITS } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/classified';

interface TagChipsProps {
  category: string;
  chosen: readonly string[];
  disabled: boolean;
  labelledBy: string;
  onChange: (tags: string[]) => void;
  onRefused: (message: string) => void;
}

/** Extra categories (e.g. Housing) as toggle chips, at most three; the main category is not offered twice. */
export function TagChips({ category, chosen, disabled, labelledBy, onChange, onRefused }: TagChipsProps) {
  const toggle = (tag: string) => {
    if (chosen.includes(tag)) return onChange(chosen.filter((one) => one !== tag));
    if (chosen.length >= LIMITS.classifiedMaxTags) return onRefused(CLASSIFIED_MESSAGES.tagsInvalid);
    onChange([...chosen, tag]);
  };
  return (
    <Stack role="group" aria-labelledby={labelledBy} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CLASSIFIED_TAGS.filter((tag) => tag !== category).map((tag) => {
        const selected = chosen.includes(tag);
        return (
          <Chip
            key={tag}
            label={tag}
            disabled={disabled}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => toggle(tag)}
          />
        );
      })}
    </Stack>
  );
}

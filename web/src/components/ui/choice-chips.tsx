import { Chip, Stack } from '@mui/material';

interface ChoiceChipsProps<T> {
  options: readonly T[];
  chosen: T;
  /** Each option's text; also its key, so the texts differ. */
  labelOf: (option: T) => string;
  /** The id of the group's visible label. */
  labelledBy: string;
  onChoose: (option: T) => void;
}

/** One choice among a few, as chips of which the chosen one is pressed (a route's day, an alert's distance). */
export function ChoiceChips<T>({ options, chosen, labelOf, labelledBy, onChoose }: ChoiceChipsProps<T>) {
  return (
    <Stack role="group" aria-labelledby={labelledBy} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {options.map((option) => {
        const pressed = option === chosen;
        return (
          <Chip
            key={labelOf(option)}
            label={labelOf(option)}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onChoose(option)}
          />
        );
      })}
    </Stack>
  );
}

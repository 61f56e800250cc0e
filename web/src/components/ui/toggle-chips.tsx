import { Chip, Stack } from '@mui/material';

interface ToggleChipsProps {
  options: readonly string[];
  /** What each option reads as; the option itself when not given. */
  labelOf?: (option: string) => string;
  chosen: readonly string[];
  disabled: boolean;
  /** The id of the group's visible label, if it has one. */
  labelledBy?: string;
  onToggle: (option: string) => void;
}

/** Options as chips that are pressed when chosen (categories of a sale, extra categories of a classified). */
export function ToggleChips({ options, labelOf = (option) => option, chosen, disabled, labelledBy, onToggle }: ToggleChipsProps) {
  return (
    <Stack role={labelledBy ? 'group' : undefined} aria-labelledby={labelledBy} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {options.map((option) => {
        const selected = chosen.includes(option);
        return (
          <Chip
            key={option}
            label={labelOf(option)}
            disabled={disabled}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onToggle(option)}
          />
        );
      })}
    </Stack>
  );
}

import { Chip, Stack } from '@mui/material';
import { YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { toggleSaleCategory } from '@yardsale/core/schemas/sale-form';

interface CategoryChipsProps {
  chosen: string[];
  disabled: boolean;
  onChange: (categories: string[]) => void;
  onRefused: (message: string) => void;
}

/** The 14 yard-sale categories as toggle chips, at most four chosen (the first is the sale's category). */
export function CategoryChips({ chosen, disabled, onChange, onRefused }: CategoryChipsProps) {
  const toggle = (category: string) => {
    const result = toggleSaleCategory(chosen, category);
    if ('error' in result) onRefused(result.error);
    else onChange(result.categories);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {YARD_SALE_CATEGORIES.map((category) => {
        const selected = chosen.includes(category);
        return (
          <Chip
            key={category}
            label={category}
            disabled={disabled}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => toggle(category)}
          />
        );
      })}
    </Stack>
  );
}

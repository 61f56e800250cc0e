import { YARD_SALE_CATEGORIES } from '@yardsale/core/constants';
import { toggleSaleCategory } from '@yardsale/core/schemas/sale-form';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { useCategoryLabel } from '@/lib/use-category-label';

interface CategoryChipsProps {
  chosen: string[];
  disabled: boolean;
  onChange: (categories: string[]) => void;
  onRefused: (message: string) => void;
}

/** The 14 yard-sale categories as toggle chips, at most four chosen (the first is the sale's category). */
export function CategoryChips({ chosen, disabled, onChange, onRefused }: CategoryChipsProps) {
  const categoryLabel = useCategoryLabel();
  const toggle = (category: string) => {
    const result = toggleSaleCategory(chosen, category);
    if ('error' in result) onRefused(result.error);
    else onChange(result.categories);
  };
  return <ToggleChips options={YARD_SALE_CATEGORIES} labelOf={categoryLabel} chosen={chosen} disabled={disabled} onToggle={toggle} />;
}

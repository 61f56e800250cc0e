import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespaces } from '@/lib/i18n';
import { useItemSearchText } from './use-item-search-text';

const searchText = async () => {
  await loadNamespaces(['alerts', 'sales']);
  return renderHook(() => useItemSearchText()).result.current;
};

describe("what an item alert watches, in the reader's words", () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('is its words and its category, either alone, or every item', async () => {
    const text = await searchText();
    expect(text({ q: 'rocking chair', category: 'Furniture' })).toBe('“rocking chair” · Furniture');
    expect(text({ q: ' lamp ', category: 'All Categories' })).toBe('“lamp”');
    expect(text({ q: '', category: 'Free' })).toBe('Free items');
    expect(text({ q: '', category: 'Housing' })).toBe('Housing');
    expect(text({ q: '', category: 'All Categories' })).toBe('All items');
  });

  it("is written with the language's quotes and category names", async () => {
    await changeLanguage('fr');
    const text = await searchText();
    expect(text({ q: 'vélo', category: 'Sports & Outdoors' })).toMatch(/^«\u00a0vélo\u00a0» · \S/);
    expect(text({ q: '', category: 'All Categories' })).toBe('Tous les articles');
  });
});

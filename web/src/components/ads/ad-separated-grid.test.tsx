// Which cards a grid marks as on the first screen (their photos are fetched eagerly and first), and
// that a growing grid draws each card once.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { stubFakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { AdSeparatedGrid } from './ad-separated-grid';
import { FIRST_SCREEN_CARDS } from './groups';

beforeEach(() => stubFakeApi({}));
afterEach(resetScreen);

it(`marks the first ${FIRST_SCREEN_CARDS} cards as on the first screen, across groups too, and no others`, async () => {
  const items = Array.from({ length: 14 }, (_, index) => ({ id: `card-${index}` }));
  renderScreen(
    '/',
    <AdSeparatedGrid
      items={items}
      groupSize={3}
      ad="banner"
      label="Cards"
      columns={{ xs: 1 }}
      renderItem={(item, firstScreen) => <span data-first-screen={firstScreen}>{item.id}</span>}
    />,
  );
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(items.length));
  const marked = screen.getAllByText(/^card-/).filter((card) => card.dataset.firstScreen === 'true');
  expect(marked.map((card) => card.textContent)).toEqual(items.slice(0, FIRST_SCREEN_CARDS).map((item) => item.id));
});

// As Find's and /classifieds' cards are: memoized, drawn through a stable renderItem.
const cardDraws = new Map<string, number>();
const CountedCard = memo(function CountedCard({ id }: { id: string }) {
  cardDraws.set(id, (cardDraws.get(id) ?? 0) + 1);
  return <span>{id}</span>;
});

it('draws each card once while the grid grows, and again only the group whose cards change', async () => {
  const items = Array.from({ length: 40 }, (_, index) => ({ id: `card-${index}` }));
  const groupDraws = new Map<string, number>();
  const renderItem = (item: { id: string }) => {
    groupDraws.set(item.id, (groupDraws.get(item.id) ?? 0) + 1);
    return <CountedCard id={item.id} />;
  };
  const columns = { xs: 1 };
  const grid = (shownItems: typeof items) => (
    <QueryClientProvider client={queryClient}>
      <AdSeparatedGrid items={shownItems} groupSize={12} ad="banner" label="Cards" columns={columns} renderItem={renderItem} />
    </QueryClientProvider>
  );
  const { rerender } = render(grid(items));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(items.length));
  expect([...cardDraws.values()]).toEqual(items.map(() => 1));
  // Six cards a step, twelve a group: a group is drawn as it fills, then never again.
  expect(Math.max(...groupDraws.values())).toBeLessThanOrEqual(2);

  cardDraws.clear();
  groupDraws.clear();
  const changed = [...items.slice(0, 30), { id: 'card-new' }, ...items.slice(31)];
  rerender(grid(changed));
  await screen.findByText('card-new');
  expect([...cardDraws.keys()]).toEqual(['card-new']);
  // Only the third group (cards 24-35) holds a changed card.
  expect([...groupDraws.keys()].sort()).toEqual(changed.slice(24, 36).map((item) => item.id).sort());
});

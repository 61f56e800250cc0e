import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LatLng } from '@yardsale/core/geo';
import { GEOCODE_LIMITS } from '@yardsale/core/geocoding';
import { useEffect, useState } from 'react';
import { fetchAddressSuggestions } from '@/lib/geocode-api';

/** Typing pauses this long before a lookup, so a fast typist sends one request, not one per key. */
const DEBOUNCE_MS = 250;

/** US and Canadian address suggestions for what the seller has typed so far, nearest towns first. */
export function useAddressSuggestions(text: string, near?: LatLng) {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['geocode', 'autocomplete', query, near],
    queryFn: ({ signal }) => fetchAddressSuggestions(query, near, signal),
    enabled: query.length >= GEOCODE_LIMITS.queryMinLength,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    select: (answer) => answer.suggestions,
    retry: 1,
  });
}

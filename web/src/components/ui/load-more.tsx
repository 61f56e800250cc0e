import { Box, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/** The next page of a list loads as its end scrolls into view; the button does the same by hand. */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });
  useEffect(() => {
    latest.current = { loading, onLoadMore };
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => entry?.isIntersecting && !latest.current.loading && latest.current.onLoadMore(),
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={sentinel} sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
      <Button variant="outlined" onClick={onLoadMore} disabled={loading}>
        {loading ? t('loadingMore') : t('loadMore')}
      </Button>
    </Box>
  );
}

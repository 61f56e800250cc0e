import { Container } from '@mui/material';
import type { ReactNode } from 'react';

/** Readable column on desktop, full width on phones. */
export function PageContainer({ children, maxWidth = 'md' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: 3, pb: 10 }}>
      {children}
    </Container>
  );
}

import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLogo } from '@/components/ui/app-logo';
import { AuthFooter } from './auth-footer';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The account screens' frame: a centred card with the logo and the page's h1, the legal footer below. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: { xs: 1.5, sm: 3 } }}>
        <Paper sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <AppLogo size={56} />
            <Typography component="h1" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </Paper>
      </Box>
      <AuthFooter />
    </Box>
  );
}

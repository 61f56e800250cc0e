import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '@yardsale/core/api-types';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { ContactSupportDialog } from './contact-support-dialog';

// The pages' back buttons return here: the state for /terms and /privacy, the query as a fallback.
const fromSettings = { state: { from: paths.settings } };
const links = [
  { to: paths.faq, label: 'help.faq', secondary: 'help.faqText', icon: <QuizOutlinedIcon /> },
  { to: `${paths.terms}?from=${paths.settings}`, label: 'help.terms', icon: <DescriptionOutlinedIcon /> },
  { to: `${paths.privacy}?from=${paths.settings}`, label: 'help.privacy', icon: <PrivacyTipOutlinedIcon /> },
] as const;

export function HelpCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <SectionCard title={t('help.heading')} icon={<HelpOutlineIcon />}>
      <List disablePadding sx={{ mx: -1 }}>
        {links.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} {...fromSettings} sx={{ borderRadius: 2 }}>
              <ListItemIcon aria-hidden="true">{link.icon}</ListItemIcon>
              <ListItemText primary={t(link.label)} secondary={'secondary' in link ? t(link.secondary) : undefined} />
              <ChevronRightIcon aria-hidden="true" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={() => setContactOpen(true)} aria-haspopup="dialog" sx={{ borderRadius: 2 }}>
            <ListItemIcon aria-hidden="true">
              <MailOutlineIcon />
            </ListItemIcon>
            <ListItemText primary={t('help.contact')} secondary={t('help.contactText')} />
          </ListItemButton>
        </ListItem>
      </List>
      <ContactSupportDialog user={user} open={contactOpen} onClose={() => setContactOpen(false)} />
    </SectionCard>
  );
}

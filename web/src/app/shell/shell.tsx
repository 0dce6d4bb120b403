import { Suspense, useState, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { HubContext } from '../../api/hub-context.tsx';
import { useSignedIn } from '../../api/session.ts';
import { UpdatePrompt } from '../../pwa/register.tsx';
import { AutoLogout } from '../session/auto-logout.tsx';
import { ImpersonationBanner } from '../session/impersonation-banner.tsx';
import { useLiveUpdates } from '../session/live-updates.ts';
import { TrialDialog } from '../session/trial-dialog.tsx';
import { Footer } from './footer.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { TopBar } from './top-bar.tsx';

/** Top bar, drawer (signed in), the page and the footer. */
export function Shell({ bare, children }: { bare?: boolean; children: ReactNode }) {
  const signedIn = useSignedIn();
  const hub = useLiveUpdates();
  const [drawer, setDrawer] = useState(false);
  const withDrawer = signedIn && !bare;
  return (
    <HubContext.Provider value={hub}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar onMenu={withDrawer ? () => setDrawer(true) : undefined} />
        <Box sx={{ display: 'flex', flex: 1 }}>
          {withDrawer && <NavDrawer open={drawer} onClose={() => setDrawer(false)} />}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {signedIn && <ImpersonationBanner />}
            <Box component="main" sx={{ flex: 1, p: { xs: 1, sm: 2 } }}>
              <Suspense fallback={<LinearProgress aria-hidden />}>{children}</Suspense>
            </Box>
            <Footer />
          </Box>
        </Box>
        {signedIn && <AutoLogout />}
        {signedIn && <TrialDialog />}
        <UpdatePrompt />
      </Box>
    </HubContext.Provider>
  );
}

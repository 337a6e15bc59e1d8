import { type ReactNode, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { TrialNotice } from '../../features/billing/trial-notice.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SidebarNav } from './sidebar.tsx';

interface AppShellProps {
  user: SessionUser | null;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The page shell of every signed-in screen (spec 2): sidebar (an offcanvas menu below 768 px),
 * header, content, contacts panel (from 1200 px) and footer.
 */
export function AppShell({ user, onLogout, children }: AppShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const logout = () => {
    closeMenu();
    onLogout();
  };

  return (
    <div className="app-shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        {t('common.skipToContent')}
      </a>
      <aside className="app-sidebar">
        <Offcanvas
          show={menuOpen}
          onHide={closeMenu}
          responsive="md"
          placement="start"
          className="app-sidebar-offcanvas"
          aria-label={t('shell.mainNavigation')}
        >
          <Offcanvas.Header closeButton closeVariant="white" closeLabel={t('shell.closeMenu')} />
          <Offcanvas.Body>
            <SidebarNav user={user} onLogout={logout} onNavigate={closeMenu} />
          </Offcanvas.Body>
        </Offcanvas>
      </aside>

      <div className="app-main">
        <Header user={user} onOpenMenu={() => setMenuOpen(true)} onLogout={logout} />
        <div className="app-body">
          <main id="main-content" className="app-content" tabIndex={-1}>
            <TrialNotice exempt={user?.userType === 'SUPER_ADMIN'} />
            {children}
          </main>
          <ContactsPanel />
        </div>
        <Footer />
      </div>
    </div>
  );
}

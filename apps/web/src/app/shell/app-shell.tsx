import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSubscription } from '../../features/billing/api.ts';
import { TrialNotice } from '../../features/billing/trial-notice.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SidebarNav } from './sidebar.tsx';
import type { SidebarOffcanvasProps } from './sidebar-offcanvas.tsx';

interface AppShellProps {
  user: SessionUser | null;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The sidebar as react-bootstrap's Offcanvas draws it shut: in place from 768 px, hidden below.
 * (Its name, which a plain box cannot carry, is the navigation's inside.)
 */
function ShutSidebar({ closeLabel, children }: Pick<SidebarOffcanvasProps, 'closeLabel' | 'children'>) {
  return (
    <div className="app-sidebar-offcanvas offcanvas-md offcanvas-start">
      <div className="offcanvas-header">
        <button type="button" className="btn-close btn-close-white" aria-label={closeLabel} />
      </div>
      <div className="offcanvas-body">{children}</div>
    </div>
  );
}

/**
 * The page shell of every signed-in screen (spec 2): sidebar (an offcanvas menu below 768 px),
 * header, content, contacts panel (from 1200 px) and footer.
 */
export function AppShell({ user, onLogout, children }: AppShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code (react-bootstrap's Offcanvas, a modal) downloads when it first opens, below
  // 768 px: wider, the sidebar stays in place and never needs it.
  const [Menu, setMenu] = useState<ComponentType<SidebarOffcanvasProps> | null>(null);
  const requested = useRef(false);
  const openMenu = () => {
    setMenuOpen(true);
    if (requested.current) return;
    requested.current = true;
    import('./sidebar-offcanvas.tsx').then(
      (module) => setMenu(() => module.SidebarOffcanvas),
      () => {
        // Offline: the menu stays shut, and the next tap tries again.
        requested.current = false;
        setMenuOpen(false);
      },
    );
  };
  const closeMenu = () => setMenuOpen(false);
  const logout = () => {
    closeMenu();
    onLogout();
  };
  const sidebar = {
    label: t('shell.mainNavigation'),
    closeLabel: t('shell.closeMenu'),
    children: <SidebarNav user={user} onLogout={logout} onNavigate={closeMenu} />,
  };

  return (
    <div className="app-shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        {t('common.skipToContent')}
      </a>
      <aside className="app-sidebar">
        {Menu ? <Menu show={menuOpen} onHide={closeMenu} {...sidebar} /> : <ShutSidebar {...sidebar} />}
      </aside>

      <div className="app-main">
        <Header user={user} onOpenMenu={openMenu} onLogout={logout} />
        <div className="app-body">
          <main id="main-content" className="app-content" tabIndex={-1}>
            <TrialNotice exempt={!needsSubscription(user?.userType)} />
            {children}
          </main>
          <ContactsPanel />
        </div>
        <Footer />
      </div>
    </div>
  );
}

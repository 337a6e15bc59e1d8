import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

export interface SidebarOffcanvasProps {
  show: boolean;
  onHide: () => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The sidebar as react-bootstrap's Offcanvas: in place from 768 px, below it a menu that slides in.
 * Loaded by app-shell.tsx the first time the menu opens.
 */
export function SidebarOffcanvas({ show, onHide, label, closeLabel, children }: SidebarOffcanvasProps) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="md"
      placement="start"
      className="app-sidebar-offcanvas"
      aria-label={label}
    >
      <Offcanvas.Header closeButton closeVariant="white" closeLabel={closeLabel} />
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}

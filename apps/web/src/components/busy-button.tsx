import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface BusyButtonProps extends ButtonProps {
  /** Whether its action runs: the button waits, a spinner in place of its icon. */
  busy: boolean;
  icon?: ReactNode;
}

/** A button whose action runs at once (Sync, a sample file): disabled with a spinner meanwhile. */
export function BusyButton({ busy, icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}

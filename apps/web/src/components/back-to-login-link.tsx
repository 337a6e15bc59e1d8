import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The footer of the password screens: '← Back to login'. */
export function BackToLoginLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/login" className="fw-medium">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';

interface CenteredMessageProps {
  icon?: ReactNode;
  /** Big faint text above the title, e.g. 404. */
  eyebrow?: string;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  /** Fill the viewport (outside the shell) or sit in the content area (inside it). */
  fullPage?: boolean;
  role?: 'alert';
}

/** A message standing on its own: not found, access denied, a crash. */
export function CenteredMessage({
  icon,
  eyebrow,
  title,
  text,
  action,
  fullPage,
  role,
}: CenteredMessageProps) {
  return (
    <div className={`centered-message ${fullPage ? 'centered-message-page' : ''}`} role={role}>
      {icon ? <div className="centered-message-icon">{icon}</div> : null}
      {eyebrow ? (
        <p className="centered-message-eyebrow" aria-hidden="true">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="h4 fw-semibold">{title}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      {action}
    </div>
  );
}

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
  // On its own page the message is the page's main content; in the shell, the shell has the main.
  const Box = fullPage ? 'main' : 'div';
  return (
    <Box className={`centered-message ${fullPage ? 'centered-message-page' : ''}`} role={role}>
      {icon ? <div className="centered-message-icon">{icon}</div> : null}
      {eyebrow ? (
        // Drawn by the style sheet: a faint decoration, not text to read or to contrast.
        <p className="centered-message-eyebrow" data-eyebrow={eyebrow} aria-hidden="true" />
      ) : null}
      <h1 className="h4 fw-semibold">{title}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      {action}
    </Box>
  );
}

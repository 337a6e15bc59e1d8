import { type KeyboardEvent, useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover, { type PopoverProps } from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import { ListedCompanyBadge } from './company-badge.tsx';
import { CompanyCardLoader } from './company-card.tsx';
import './company.css';

interface CardPopoverProps extends PopoverProps {
  userId: number;
  titleId: string;
  name: string;
}

/** The card in a popover, placed again once it has loaded (it grows from a spinner). */
function CardPopover({ userId, titleId, name, popper, ...props }: CardPopoverProps) {
  const { t } = useTranslation();
  const place = useCallback(() => popper?.scheduleUpdate?.(), [popper]);
  return (
    <Popover
      {...props}
      id={`${titleId}-card`}
      popper={popper}
      className="company-popover"
      role="dialog"
      aria-labelledby={titleId}
    >
      <Popover.Header as="h2" id={titleId} className="h6">
        {t('companies.card.heading', { company: name })}
      </Popover.Header>
      <Popover.Body>
        <CompanyCardLoader userId={userId} onChange={place} />
      </Popover.Body>
    </Popover>
  );
}

/** The card stays whole on screen: it slides along its name rather than run off the window. */
const POPPER_CONFIG = { modifiers: [{ name: 'preventOverflow', options: { tether: false, padding: 8 } }] };

/**
 * A company's name that opens its card (a popover, closed by Escape or a click elsewhere), with
 * its badge beside it where the list around it has one (lib/company-badges.tsx). Escape closes the
 * open card alone, not the dialog it may sit in.
 */
export function CompanyName({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <span className="company-name">
      <OverlayTrigger
        trigger="click"
        rootClose
        placement="auto"
        popperConfig={POPPER_CONFIG}
        overlay={<CardPopover userId={userId} titleId={titleId} name={name} onKeyDown={closeOnEscape} />}
        show={open}
        onToggle={setOpen}
      >
        <Button
          variant="link"
          className="company-name-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onKeyDown={closeOnEscape}
          aria-label={t('companies.card.open', { company: name })}
        >
          {name}
        </Button>
      </OverlayTrigger>
      <ListedCompanyBadge userId={userId} />
    </span>
  );
}

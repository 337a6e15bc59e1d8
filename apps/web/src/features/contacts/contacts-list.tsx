import type { Contact } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates.ts';
import { relativeTime } from './relative-time.ts';

const RELATION_KEYS = {
  'requested your load': 'requestedYourLoad',
  'you requested their load': 'youRequestedTheirLoad',
} as const;

function RelationText({ relation }: { relation: string }) {
  const { t } = useTranslation();
  const key = RELATION_KEYS[relation as keyof typeof RELATION_KEYS];
  return <>{key ? t(`contacts.relations.${key}`) : relation}</>;
}

const TYPE_TONES: Record<Contact['userType'], string> = {
  BROKER: 'primary',
  RFP_CARRIER: 'success',
  RFD_CARRIER: 'danger',
  SUPER_ADMIN: 'dark',
};

/** Up to two initials of a company ('Blue Ridge Brokerage' → 'BR'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's recent counterparties: company, person, how they met and when. */
export function ContactsList({ contacts }: { contacts: Contact[] }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  return (
    <ul className="app-contacts-list list-unstyled mb-0">
      {contacts.map((contact) => (
        <li key={contact.userId} className="app-contact" data-contact-id={contact.userId}>
          <span
            className={`app-contact-initials bg-${TYPE_TONES[contact.userType] ?? 'secondary'}-subtle text-${TYPE_TONES[contact.userType] ?? 'secondary'}-emphasis`}
            aria-hidden="true"
          >
            {initials(contact.companyName)}
          </span>
          <div className="app-contact-text">
            <div className="app-contact-company text-truncate" title={contact.companyName}>
              {contact.companyName}
            </div>
            <div className="app-contact-name text-truncate" title={contact.name}>
              {contact.name}
            </div>
            <div className="app-contact-meta">
              {t(`userTypes.${contact.userType}`)}
              {' · '}
              <RelationText relation={contact.relation} />
              {' · '}
              <time dateTime={contact.lastInteractionAt} title={dates.dateTime(contact.lastInteractionAt)}>
                {relativeTime(contact.lastInteractionAt, i18n.language)}
              </time>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { UsersIcon } from '../icons.tsx';

/**
 * The right-hand panel: the companies the user exchanged requests with (decisions.md). Their API
 * arrives later; until then it shows its empty state. Hidden below 1200 px.
 */
export function ContactsPanel() {
  const { t } = useTranslation();
  return (
    <aside className="app-contacts d-none d-xl-block" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="app-contacts-title">
        {t('shell.contacts')}
      </h2>
      <div className="app-contacts-empty">
        <span className="app-contacts-empty-icon">
          <UsersIcon size={22} />
        </span>
        <p className="fw-semibold mb-1">{t('shell.noContacts')}</p>
        <p className="small text-body-secondary mb-0">{t('shell.contactsHint')}</p>
      </div>
    </aside>
  );
}

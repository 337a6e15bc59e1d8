import '../../features/contacts/contacts.css';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { UsersIcon } from '../../components/icons.tsx';
import { useContacts } from '../../features/contacts/api.ts';
import { ContactsList } from '../../features/contacts/contacts-list.tsx';
import { useMediaQuery } from '../../features/contacts/use-media-query.ts';

/** The panel shows from this width (Bootstrap's xl); below it nothing is fetched. */
const PANEL_MEDIA = '(min-width: 1200px)';

/**
 * The right-hand panel: the companies the user exchanged requests with (decisions.md, GET
 * /api/contacts), refreshed when the unread count changes; an empty state when there are none.
 * Hidden below 1200 px.
 */
export function ContactsPanel() {
  const { t } = useTranslation();
  const shown = useMediaQuery(PANEL_MEDIA);
  const contacts = useContacts(shown);
  const list = contacts.data ?? [];
  return (
    <aside className="app-contacts d-none d-xl-block" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="app-contacts-title">
        {t('shell.contacts')}
      </h2>
      {contacts.isPending && shown ? (
        <div className="d-flex align-items-center gap-2 text-body-secondary small" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : list.length > 0 ? (
        <ContactsList contacts={list} />
      ) : (
        <div className="app-contacts-empty">
          <span className="list-state-icon app-contacts-empty-icon">
            <UsersIcon size={22} />
          </span>
          <p className="fw-semibold mb-1">{t('shell.noContacts')}</p>
          <p className="small text-body-secondary mb-0">
            {contacts.isError ? t('contacts.unavailable') : t('shell.contactsHint')}
          </p>
        </div>
      )}
    </aside>
  );
}

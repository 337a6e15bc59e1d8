import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { SettingsList } from './settings-list.tsx';

/** The Settings screen's sections by the name of their texts, with the id each card's heading builds on. */
const SECTION_IDS = {
  general: 'settings-general',
  loadBoardUrls: 'settings-load-board-urls',
  serviceAreas: 'settings-service-areas',
  routeAlerts: 'settings-route-alerts',
  alertPreferences: 'settings-alert-preferences',
} as const;

/**
 * One section of the Settings screen: a card titled by `settings.sections.<name>`, with what the
 * section is for (`<name>Hint`). A section of entries (URLs, areas, lanes) lists them first, the
 * list named by the section's title.
 */
export function SettingsSection({
  name,
  hintValues,
  entries,
  children,
}: {
  name: keyof typeof SECTION_IDS;
  hintValues?: { miles: number };
  entries?: { items: ReactNode[]; empty: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`settings.sections.${name}`);
  const headingId = `${SECTION_IDS[name]}-title`;
  return (
    <Card as="section" className="border-0 shadow-sm settings-section" aria-labelledby={headingId}>
      <Card.Body>
        <h2 id={headingId} className="h5 mb-1">
          {title}
        </h2>
        <p className="text-body-secondary small mb-3">{t(`settings.sections.${name}Hint`, hintValues)}</p>
        {entries ? (
          <SettingsList label={title} empty={entries.empty}>
            {entries.items}
          </SettingsList>
        ) : null}
        {children}
      </Card.Body>
    </Card>
  );
}

import type { ParseKeys } from 'i18next';
import { type ComponentType, useId } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../components/icons.tsx';

export type Tone = 'primary' | 'success' | 'warning' | 'info' | 'danger' | 'secondary';

/** One card: its label, what it reads (already formatted, '0' when there is nothing), its look. */
export interface StatSpec {
  id: string;
  label: ParseKeys;
  value: string | null;
  icon: ComponentType<IconProps>;
  tone: Tone;
}

/** A group of cards under its heading ('User Statistics'); each card a group named by its label. */
export function StatGroup({ title, stats, note }: { title: string; stats: StatSpec[]; note?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="analytics-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 text-uppercase text-body-secondary mb-2">
        {title}
      </h2>
      <div className="column-grid analytics-stat-grid">
        {stats.map(({ id, label, value, icon: Icon, tone }) => (
          <Card
            key={id}
            className="stat-card h-100 border-0 shadow-sm"
            role="group"
            aria-labelledby={`${headingId}-${id}`}
            data-stat={id}
          >
            <Card.Body className="analytics-stat-body">
              <span className={`stat-card-icon bg-${tone}-subtle text-${tone}-emphasis`}>
                <Icon size={22} />
              </span>
              <div className="analytics-stat-text">
                <div id={`${headingId}-${id}`} className="stat-card-label text-body-secondary">
                  {t(label)}
                </div>
                <div className="stat-card-value analytics-stat-value" aria-busy={value === null}>
                  {value ?? (
                    <span className="placeholder-glow" aria-hidden="true">
                      <span className="placeholder rounded analytics-stat-placeholder" />
                    </span>
                  )}
                </div>
              </div>
            </Card.Body>
          </Card>
        ))}
      </div>
      {note ? <p className="small text-body-secondary mt-2 mb-0">{note}</p> : null}
    </section>
  );
}

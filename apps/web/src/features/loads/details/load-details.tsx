import '../loads.css';
import type { LoadView } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyName } from '../../../components/company/company-name.tsx';
import { DayText } from '../../../components/date-text.tsx';
import { PostAge } from '../../../components/freight/post-age.tsx';
import { LoadTags, truckTypeLabel } from '../../../components/freight/status.tsx';
import { CompanyBadgesScope } from '../../../lib/company-badges.tsx';
import {
  EMPTY_VALUE,
  formatMiles,
  formatMoney,
  formatRatePerMile,
  formatRoadMiles,
  formatSpace,
  formatWeight,
} from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { RefreshButton } from '../refresh-button.tsx';
import { DrivingDirections } from './driving-directions.tsx';
import { LoadMarket } from './load-market.tsx';

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '' || children === EMPTY_VALUE;
  return (
    <div className={wide ? 'load-detail load-detail-wide' : 'load-detail'}>
      <dt>{label}</dt>
      <dd>{empty ? <span className="text-body-secondary">{EMPTY_VALUE}</span> : children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="details-section">
      <h3 className="form-section-title">{title}</h3>
      <dl className="load-details-grid">{children}</dl>
    </section>
  );
}

/**
 * Everything about a post (spec 3, "Load as listed" and the truck extras), grouped; `request` (the
 * Submit Request form) sits under the route, before the details. Its owner may refresh it here.
 */
export function LoadDetails({ load, request }: { load: LoadView; request?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isTruck = load.type === 'TRUCK';
  const details = record(load.truckDetails);
  const dimensions = record(details.dimensions);
  const equipment = record(details.equipmentDetails);
  const driver = record(details.driverInfo);
  const dimensionText = ['length', 'width', 'height'].some((key) => textOf(dimensions[key]))
    ? t('common.units.feet', {
        value: `${textOf(dimensions.length) ?? '?'} × ${textOf(dimensions.width) ?? '?'} × ${textOf(dimensions.height) ?? '?'}`,
      })
    : null;
  const equipmentText = [equipment.year, equipment.make, equipment.model]
    .map(textOf)
    .filter(Boolean)
    .join(' ');

  return (
    <div className="load-details">
      <LoadTags load={load} jobNumber={load.jobNumber ?? EMPTY_VALUE} className="mb-3" />
      <p className="load-details-route h5 mb-3">
        <span>{load.originLocation}</span>
        <span className="text-body-secondary mx-2" aria-hidden="true">
          →
        </span>
        <span className="visually-hidden"> {t('loads.details.to')} </span>
        <span>{load.destinationLocation}</span>
      </p>
      {request ? <div className="mb-4">{request}</div> : null}

      <Section title={t('loads.details.sections.route')}>
        <Item label={t('loads.details.origin')}>
          {load.originLocation} ({load.originZip})
        </Item>
        <Item label={t('loads.details.destination')}>
          {load.destinationLocation} ({load.destinationZip})
        </Item>
        <Item label={t('loads.details.pickupDate')}>
          <DayText value={load.pickupDate} />
        </Item>
        <Item label={t('loads.details.deliveryDate')}>
          <DayText value={load.deliveryDate} />
        </Item>
        {isTruck ? (
          <>
            <Item label={t('loads.details.availableDate')}>
              {load.availableDate ? <DayText value={load.availableDate} /> : null}
            </Item>
            <Item label={t('loads.details.availableTime')}>{textOf(details.availableTime)}</Item>
          </>
        ) : null}
        <Item label={t('loads.details.distance')}>{formatMiles(load.distanceMiles)}</Item>
        <Item label={t('loads.details.roadMiles')}>{formatRoadMiles(load.roadMiles)}</Item>
      </Section>

      <DrivingDirections load={load} />

      <Section title={t('loads.details.sections.pricing')}>
        <Item label={t('loads.details.rate')}>{formatMoney(load.rate)}</Item>
        <Item label={t('loads.details.balance')}>{formatMoney(load.balance)}</Item>
        <Item label={t('loads.details.ratePerMile')}>{formatRatePerMile(load.ratePerMile)}</Item>
        {isTruck ? null : (
          <Item label={t('loads.details.ratePerRoadMile')}>{formatRatePerMile(load.ratePerRoadMile)}</Item>
        )}
        {isTruck ? <Item label={t('loads.details.minimumRate')}>{formatMoney(load.minimumRate)}</Item> : null}
        {load.bookNowRate !== null ? (
          <Item label={t('loads.details.bookNowRate')}>{formatMoney(load.bookNowRate)}</Item>
        ) : null}
        {load.agreedRate !== null ? (
          <Item label={t('loads.details.agreedRate')}>{formatMoney(load.agreedRate)}</Item>
        ) : null}
      </Section>

      <LoadMarket load={load} />

      <Section title={t('loads.details.sections.load')}>
        <Item label={t('loads.details.cubicFeet')}>{formatSpace(load.cubicFeet)}</Item>
        <Item label={isTruck ? t('loads.details.capacity') : t('loads.details.weight')}>
          {formatWeight(load.weight)}
        </Item>
        <Item
          label={load.type === 'RFP' ? t('loads.details.requiredEquipment') : t('loads.details.equipment')}
        >
          {load.equipmentType ? truckTypeLabel(t, load.equipmentType) : null}
        </Item>
        {isTruck ? (
          <Item label={t('loads.details.truckType')}>
            {load.truckType ? truckTypeLabel(t, load.truckType) : null}
          </Item>
        ) : null}
        <Item label={t('loads.details.commodityType')}>{load.commodityType}</Item>
        {/* Request counts are the deal's parties' business; the server sends others none. */}
        {load.requestsCount !== null ? (
          <Item label={t('loads.details.requests')}>
            {t('loads.requestsCount', { pending: load.pendingRequests, total: load.requestsCount })}
          </Item>
        ) : null}
        <Item label={t('loads.details.notes')} wide>
          {load.notes ? <span className="text-pre-line">{load.notes}</span> : null}
        </Item>
      </Section>

      {isTruck ? (
        <Section title={t('loads.details.sections.truck')}>
          <Item label={t('loads.details.truckEquipment')}>{equipmentText || null}</Item>
          <Item label={t('loads.details.dimensions')}>{dimensionText}</Item>
          <Item label={t('loads.details.additionalEquipment')}>{textOf(details.additionalEquipment)}</Item>
          <Item label={t('loads.details.certifications')}>{textOf(details.certifications)}</Item>
          <Item label={t('loads.details.preferredRoutes')} wide>
            {textOf(details.preferredRoutes)}
          </Item>
          <Item label={t('loads.details.driverName')}>{textOf(driver.name)}</Item>
          <Item label={t('loads.details.driverExperience')}>{textOf(driver.experience)}</Item>
          <Item label={t('loads.details.driverPhone')}>
            {textOf(driver.phone) ? <a href={`tel:${textOf(driver.phone)}`}>{textOf(driver.phone)}</a> : null}
          </Item>
          <Item label={t('loads.details.driverEmail')}>
            {textOf(driver.email) ? (
              <a href={`mailto:${textOf(driver.email)}`}>{textOf(driver.email)}</a>
            ) : null}
          </Item>
          <Item label={t('loads.details.additionalInfo')} wide>
            {textOf(details.additionalInfo) ? (
              <span className="text-pre-line">{textOf(details.additionalInfo)}</span>
            ) : null}
          </Item>
        </Section>
      ) : null}

      <Section title={t('loads.details.sections.contact')}>
        <Item label={t('loads.details.company')}>
          <CompanyBadgesScope userIds={[load.user.id]}>
            <CompanyName userId={load.user.id} name={load.contact.company} />
          </CompanyBadgesScope>
        </Item>
        <Item label={t('loads.details.contactName')}>{load.contact.name}</Item>
        <Item label={t('loads.details.phone')}>
          {load.contact.phone ? <a href={`tel:${load.contact.phone}`}>{load.contact.phone}</a> : null}
        </Item>
        <Item label={t('loads.details.email')}>
          {load.contact.email ? <a href={`mailto:${load.contact.email}`}>{load.contact.email}</a> : null}
        </Item>
        <Item label={t('loads.details.contactInfo')}>{load.contactInfo}</Item>
        <Item label={t('loads.details.mobilePhone')}>
          {load.mobilePhone ? <a href={`tel:${load.mobilePhone}`}>{load.mobilePhone}</a> : null}
        </Item>
        <Item label={t('loads.details.posted')}>
          <DayText value={load.createdAt} />
        </Item>
        <Item label={t('loads.fresh.age')}>
          <PostAge load={load} />
          {user?.id === load.user.id ? (
            <div className="mt-2">
              <RefreshButton load={load} detailed />
            </div>
          ) : null}
        </Item>
      </Section>
    </div>
  );
}

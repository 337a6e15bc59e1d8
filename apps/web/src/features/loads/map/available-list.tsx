import { LOAD_MESSAGES, type LoadSearchHit, type LoadView, NEAREST_LISTED } from '@loadboard/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListedCompanyBadge } from '../../../components/company/company-badge.tsx';
import { DayText } from '../../../components/date-text.tsx';
import { BookNowTag, offersBookNow } from '../../../components/freight/book-now-tag.tsx';
import { PostAge } from '../../../components/freight/post-age.tsx';
import { PriceText } from '../../../components/freight/price-text.tsx';
import { RoadMilesText } from '../../../components/freight/road-miles-text.tsx';
import { Route } from '../../../components/freight/route.tsx';
import { TypeBadge } from '../../../components/freight/status.tsx';
import { EmptyList, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { CompanyBadgesScope } from '../../../lib/company-badges.tsx';
import { formatMiles, formatNumber, loadName } from '../../../lib/format.ts';
import { MarketMarksScope } from '../../../lib/market-marks.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { BookNowButton } from '../book/book-now-button.tsx';
import { MAP_LIST_PAGE_SIZE } from './api.ts';

/** Either list holds the NEAREST_LISTED nearest posts at most, as the server lists them. */
const LAST_LISTED_PAGE = NEAREST_LISTED / MAP_LIST_PAGE_SIZE;

/** What the list holds: the posts in the map's view (counted), or those near the user's position. */
export type ListScope = { kind: 'view'; total: number } | { kind: 'near'; radius: number } | { kind: 'none' };

interface AvailableListProps {
  scope: ListScope;
  hits: LoadSearchHit[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  onChoose: (hit: LoadSearchHit) => void;
  /** Book Now on a post the user may take at once: asks to confirm. */
  onBook: (load: LoadView) => void;
  onHover: (hit: LoadSearchHit | null) => void;
}

/** A post of the list: the button that opens its details, and its Book Now price (and button) under it. */
function ListItem({
  hit,
  onChoose,
  onBook,
  onHover,
}: { hit: LoadSearchHit } & Pick<AvailableListProps, 'onChoose' | 'onBook' | 'onHover'>) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="map-list-item"
        data-load-id={hit.id}
        onClick={() => onChoose(hit)}
        onMouseEnter={() => onHover(hit)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(hit)}
        onBlur={() => onHover(null)}
      >
        <span className="visually-hidden">{t('map.list.open', { name: loadName(hit) })}</span>
        <span className="d-flex align-items-center justify-content-between gap-2">
          <TypeBadge type={hit.type} />
          <span className="fw-semibold text-nowrap">
            <PriceText load={hit} />
          </span>
        </span>
        <span className="map-list-route">
          <Route load={hit} />
        </span>
        <span className="map-list-company">
          <span className="fw-medium">{hit.contact.company}</span>
          <ListedCompanyBadge userId={hit.user.id} />
        </span>
        <span className="map-list-meta">
          <span>
            {t('map.list.pickup')} <DayText value={hit.pickupDate} />
          </span>
          <RoadMilesText load={hit} />
          <PostAge load={hit} />
          {hit.deadheadMiles !== null ? (
            <span className="map-list-deadhead">
              {t('map.list.deadhead', { value: formatMiles(hit.deadheadMiles) })}
            </span>
          ) : null}
        </span>
      </button>
      {offersBookNow(hit) ? (
        <div className="map-list-book">
          <BookNowTag load={hit} />
          <BookNowButton load={hit} onBook={onBook} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Available Loads (spec 2): the posts the map is showing, nearest its centre first, or those within
 * the radius of the user's position, nearest first with their deadhead miles. Choosing one opens its
 * details; a post the user may take at once offers Book Now.
 */
export function AvailableList({
  scope,
  hits,
  loading,
  failed,
  onRetry,
  page,
  onPageChange,
  onChoose,
  onBook,
  onHover,
}: AvailableListProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const heading =
    scope.kind === 'view'
      ? t('map.list.inView', { count: scope.total })
      : scope.kind === 'near'
        ? t('map.list.near', { radius: scope.radius })
        : null;
  // The view's count gives its pages; near a position, a full page means there may be another.
  const totalPages = Math.min(
    LAST_LISTED_PAGE,
    scope.kind === 'view'
      ? Math.ceil(scope.total / MAP_LIST_PAGE_SIZE)
      : (hits?.length ?? 0) === MAP_LIST_PAGE_SIZE
        ? page + 1
        : page,
  );
  const capped = scope.kind === 'view' && scope.total > NEAREST_LISTED;

  let body: ReactNode;
  if (scope.kind === 'none') body = <EmptyList title={t('map.list.noTypes')} />;
  else if (failed) body = <ListError title={text(LOAD_MESSAGES.searchFailed)} onRetry={onRetry} />;
  else if (!hits && loading) body = <ListLoading />;
  else if (!hits || hits.length === 0)
    body =
      scope.kind === 'near' ? (
        <EmptyList
          title={t('map.list.emptyNear', { radius: scope.radius })}
          text={t('map.list.emptyNearHint')}
        />
      ) : (
        <EmptyList title={t('map.list.emptyView')} text={t('map.list.emptyViewHint')} />
      );
  else
    body = (
      <MarketMarksScope loadIds={hits.map((hit) => hit.id)}>
        <CompanyBadgesScope userIds={hits.map((hit) => hit.user.id)}>
          <ul className="map-list list-unstyled mb-0" aria-busy={loading}>
            {hits.map((hit) => (
              <ListItem key={hit.id} hit={hit} onChoose={onChoose} onBook={onBook} onHover={onHover} />
            ))}
          </ul>
        </CompanyBadgesScope>
      </MarketMarksScope>
    );

  return (
    <section className="map-list-panel" aria-labelledby="available-loads-title">
      <div className="map-list-head">
        <h2 id="available-loads-title" className="h5 mb-0">
          {t('map.list.title')}
        </h2>
        {heading ? (
          <p className="small text-body-secondary mb-0" role="status">
            {heading}
          </p>
        ) : null}
        {capped ? (
          <p className="small text-body-secondary mb-0">
            {t('map.list.nearestOnly', { listed: formatNumber(NEAREST_LISTED) })}
          </p>
        ) : null}
      </div>
      <div className="map-list-body">{body}</div>
      {hits && hits.length > 0 ? (
        <div className="map-list-foot">
          <Pagination
            currentPage={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            label={t('map.list.pages')}
            disabled={loading}
          />
        </div>
      ) : null}
    </section>
  );
}

import './header-search.css';
import {
  HEADER_SEARCH_DEBOUNCE_MS,
  HEADER_SEARCH_MIN_CHARS,
  LOAD_MESSAGES,
  type LoadSearchHit,
  type LoadView,
} from '@loadboard/contracts';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { BookNowTag, offersBookNow } from '../../../components/freight/book-now-tag.tsx';
import { RoadMilesText } from '../../../components/freight/road-miles-text.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { useNarrow } from '../../../components/list/use-narrow.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney, formatRatePerMile, formatWeight } from '../../../lib/format.ts';
import { MarketMarksScope } from '../../../lib/market-marks.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { searchLoads } from '../api.ts';
import { BookNowButton } from '../book/book-now-button.tsx';

// The details modal (and its request form) loads the first time a result is chosen, Book Now's
// confirm step the first time it is asked for.
const LoadDetailsModal = lazy(() => import('../details/load-details-modal.tsx'));
const BookNowDialog = lazy(() => import('../book/book-now-dialog.tsx'));

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; hits: LoadSearchHit[] | null }
  | { status: 'done'; query: string; hits: LoadSearchHit[] };

/** The text a search runs for, or null below the minimum (spec 5: 3 characters). */
export function searchText(value: string): string | null {
  const text = value.trim();
  return text.length >= HEADER_SEARCH_MIN_CHARS ? text : null;
}

/**
 * A dialog mounted the first time it is shown (its code loads then) and kept mounted after, so it
 * can fade out; `target` is what it shows, null when hidden.
 */
function useLazyDialog<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [mounted, setMounted] = useState(false);
  const show = (value: T) => {
    setMounted(true);
    setTarget(value);
  };
  return { target, mounted, show, hide: () => setTarget(null) };
}

function hitPrice(hit: LoadSearchHit): string {
  if (hit.rate !== null) return formatMoney(hit.rate);
  if (hit.ratePerMile !== null) return formatRatePerMile(hit.ratePerMile);
  return formatMoney(null);
}

/**
 * The header's load search (spec 2 and 5): from 3 characters and a 300 ms pause it lists matching
 * posts (origin → destination, rate, weight); choosing one opens its details with the request form,
 * and a post the user may take at once offers Book Now beside it (the details offer it to the
 * keyboard). A combobox: arrows move, Enter chooses, Escape or leaving the field closes.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const text = useMessageText();
  const inputId = useId();
  const listId = useId();
  const wrapper = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const details = useLazyDialog<LoadView>();
  const booking = useLazyDialog<LoadView>();
  // Closing a dialog opened from the list gives the focus back to the field: that should not reopen the list.
  const quietFocus = useRef(false);
  // A phone's header leaves the box too little room for the whole placeholder (a box not laid out
  // yet, 0 wide, keeps it whole).
  const narrow = useNarrow(wrapper, (width) => width > 0 && width < 240);
  const query = searchText(value);

  useEffect(() => {
    if (query === null) {
      setState({ status: 'idle' });
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((current) => ({
        status: 'loading',
        query,
        hits: current.status === 'idle' ? null : current.hits,
      }));
      searchLoads(query, controller.signal).then(
        (hits) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', query, hits });
          setActive(-1);
        },
        (error: unknown) => {
          if (controller.signal.aborted || (error instanceof ApiError && error.kind === 'aborted')) return;
          setState({ status: 'idle' });
          notifyError(error, LOAD_MESSAGES.searchFailed);
        },
      );
    }, HEADER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const hits = state.status === 'idle' ? null : state.hits;
  const expanded = open && query !== null && state.status !== 'idle';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const closeList = () => {
    setOpen(false);
    setActive(-1);
  };

  const openDialog = (show: (hit: LoadView) => void, hit: LoadView) => {
    quietFocus.current = true;
    closeList();
    show(hit);
  };
  const choose = (hit: LoadSearchHit) => openDialog(details.show, hit);
  const book = (hit: LoadView) => openDialog(booking.show, hit);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits?.length ?? 0;
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        closeList();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (query !== null) setOpen(true);
        return;
      }
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
      return;
    }
    if (event.key === 'Enter' && expanded && hits && active >= 0 && hits[active]) {
      event.preventDefault();
      choose(hits[active]);
    }
  };

  // Keep the highlighted option in view while moving through a long list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query !== null) setOpen(true);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some supported browsers */}
      <form
        ref={wrapper}
        role="search"
        className="header-search"
        onSubmit={onSubmit}
        onBlur={(event) => {
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) closeList();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('shell.searchLabel')}
        </label>
        <SearchIcon size={16} className="header-search-icon" />
        <input
          id={inputId}
          type="search"
          className="form-control"
          placeholder={narrow ? t('shell.searchPlaceholderShort') : t('shell.searchPlaceholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (quietFocus.current) quietFocus.current = false;
            else setOpen(true);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${listId}-hint`}
        />
        <span id={`${listId}-hint`} className="visually-hidden">
          {t('loads.search.hint', { count: HEADER_SEARCH_MIN_CHARS })}
        </span>
        {state.status === 'loading' ? (
          <Spinner animation="border" size="sm" className="header-search-spinner" aria-hidden="true" />
        ) : null}
        <div className="header-search-popup" hidden={!expanded}>
          {hits && hits.length > 0 ? (
            <MarketMarksScope loadIds={hits.map((hit) => hit.id)}>
              <div
                id={listId}
                role="listbox"
                aria-label={t('loads.search.results')}
                className="header-search-list"
              >
                {hits.map((hit, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant)
                  <div
                    key={hit.id}
                    tabIndex={-1}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={`header-search-option${index === active ? ' active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(hit)}
                  >
                    <span className="header-search-route">
                      {hit.originLocation}
                      <span aria-hidden="true"> → </span>
                      <span className="visually-hidden"> {t('loads.details.to')} </span>
                      {hit.destinationLocation}
                    </span>
                    <span className="header-search-meta">
                      <span className={`header-search-type header-search-type-${hit.type}`}>
                        {t(`loads.types.${hit.type}`)}
                      </span>
                      <span>{hitPrice(hit)}</span>
                      <span>{formatWeight(hit.weight)}</span>
                      <RoadMilesText load={hit} />
                    </span>
                    {offersBookNow(hit) ? (
                      <span className="header-search-book">
                        <BookNowTag load={hit} />
                        <BookNowButton load={hit} onBook={book} className="py-0" />
                      </span>
                    ) : null}
                  </div>
                ))}
              </div>
            </MarketMarksScope>
          ) : state.status === 'done' ? (
            <div id={listId} role="status" className="header-search-empty">
              {text(LOAD_MESSAGES.searchEmpty)}
            </div>
          ) : (
            <div id={listId} role="status" className="header-search-empty">
              {t('loads.search.searching')}
            </div>
          )}
        </div>
      </form>
      {details.mounted ? (
        <Suspense fallback={null}>
          <LoadDetailsModal load={details.target} onHide={details.hide} allowRequest alertMe />
        </Suspense>
      ) : null}
      {booking.mounted ? (
        <Suspense fallback={null}>
          <BookNowDialog load={booking.target} onHide={booking.hide} />
        </Suspense>
      ) : null}
    </>
  );
}

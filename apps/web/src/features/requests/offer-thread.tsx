import type { OfferSide, RequestOffer } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';

interface OfferThreadProps {
  offers: RequestOffer[];
  /** Each side's name: the requester's company and the post owner's. */
  names: Record<OfferSide, string>;
  /** The side the reader is on, whose offers say "You"; null for an admin reading others' deal. */
  mine: OfferSide | null;
  id: string;
}

/** The side of a request its reader is on, if any. */
export function readerSide(
  readerId: number | null | undefined,
  parties: { ownerId: number | undefined; requesterId: number },
): OfferSide | null {
  if (readerId === null || readerId === undefined) return null;
  if (readerId === parties.ownerId) return 'OWNER';
  if (readerId === parties.requesterId) return 'REQUESTER';
  return null;
}

/** When an offer was made: its day and time in the user's zone, the zone in the title. */
function OfferTime({ at }: { at: string }) {
  const dates = useDates();
  return (
    <time className="offer-time" dateTime={at} title={dates.dateTime(at)}>
      {dates.day(at)} {dates.clock(at)}
    </time>
  );
}

/**
 * A request's haggling, oldest first: the requester's proposal, then each counter of the owner's,
 * each with who made it, the number, its message and when. The reader's own offers sit on the right.
 */
export function OfferThread({ offers, names, mine, id }: OfferThreadProps) {
  const { t } = useTranslation();
  // The default request message is a contract sentence: each reader sees it in their language.
  const text = useMessageText();
  const who = (by: OfferSide) => {
    if (by === 'REQUESTER') {
      return by === mine
        ? t('requests.offers.youProposed')
        : t('requests.offers.proposed', { name: names[by] });
    }
    return by === mine
      ? t('requests.offers.youCountered')
      : t('requests.offers.countered', { name: names[by] });
  };
  return (
    <ol className="offer-thread list-unstyled" aria-label={t('requests.offers.label')} id={id}>
      {offers.map((offer, index) => (
        <li
          // The thread only grows at its end: an offer's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: offers have no id of their own
          key={index}
          className={`offer offer-by-${offer.by.toLowerCase()}${offer.by === mine ? ' offer-mine' : ''}`}
        >
          <div className="offer-head">
            <span className="offer-who">{who(offer.by)}</span>
            <span className="offer-rate">{formatMoney(offer.rate)}</span>
          </div>
          {offer.message ? <p className="offer-message">{text(offer.message)}</p> : null}
          <OfferTime at={offer.at} />
        </li>
      ))}
    </ol>
  );
}

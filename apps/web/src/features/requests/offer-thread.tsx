import type { OfferSide, RequestOffer } from '@loadboard/contracts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';
import { useMessageText } from '../../lib/message-text.ts';

interface OfferThreadProps {
  offers: RequestOffer[];
  /** Which side reads it: that side's offers say "You". */
  viewer: OfferSide;
  /** The other side's name (a company). */
  otherName: string;
  id: string;
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
export function OfferThread({ offers, viewer, otherName, id }: OfferThreadProps) {
  const { t } = useTranslation();
  // The default request message is a contract sentence: each reader sees it in their language.
  const text = useMessageText();
  const who = (by: OfferSide) => {
    const mine = by === viewer;
    if (by === 'REQUESTER')
      return mine ? t('requests.offers.youProposed') : t('requests.offers.proposed', { name: otherName });
    return mine ? t('requests.offers.youCountered') : t('requests.offers.countered', { name: otherName });
  };
  return (
    <ol className="offer-thread list-unstyled" aria-label={t('requests.offers.label')} id={id}>
      {offers.map((offer, index) => (
        <li
          // The thread only grows at its end: an offer's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: offers have no id of their own
          key={index}
          className={`offer offer-by-${offer.by.toLowerCase()}${offer.by === viewer ? ' offer-mine' : ''}`}
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

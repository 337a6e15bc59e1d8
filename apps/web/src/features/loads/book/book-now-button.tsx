import { type LoadView, requestBlock } from '@loadboard/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatMoney, loadName } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.tsx';

type BookablePost = Pick<LoadView, 'type' | 'status' | 'bookNowRate' | 'user'>;
type Requester = Parameters<typeof requestBlock>[0];

/**
 * Whether `user` may take `load` at once: the post has a Book Now rate and the user may request it
 * (the Request button's rule: not their own, a type they may request, still ACTIVE).
 */
export function mayBookNow(user: Requester, load: BookablePost): boolean {
  return load.bookNowRate !== null && requestBlock(user, { ...load, ownerId: load.user.id }) === null;
}

/** Whether the signed-in user may take `load` at once. */
export function useMayBookNow(load: BookablePost | null): boolean {
  const { user } = useSession();
  return load !== null && mayBookNow(user, load);
}

/** Book Now, for a post the user may take at once (nothing otherwise): `onBook` asks to confirm. */
export function BookNowButton({
  load,
  onBook,
  size = 'sm',
  className,
}: {
  load: LoadView;
  onBook: (load: LoadView) => void;
  /** Small in a list's row; the details' offer has room for a full-size button. */
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  if (!useMayBookNow(load)) return null;
  return (
    <Button
      variant="success"
      size={size === 'sm' ? 'sm' : undefined}
      className={`text-nowrap ${className ?? ''}`.trim()}
      onClick={(event) => {
        // A list item around the button opens the post's details on a click of its own.
        event.stopPropagation();
        onBook(load);
      }}
      aria-label={t('loads.bookNow.actionLabel', {
        name: loadName(load),
        price: formatMoney(load.bookNowRate),
      })}
    >
      {t('loads.bookNow.action')}
    </Button>
  );
}

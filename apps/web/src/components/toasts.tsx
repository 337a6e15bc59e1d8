import { useTranslation } from 'react-i18next';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../lib/notify.ts';

/** react-toastify's own close button, named in the user's language (the library's says 'close'). */
function CloseToastButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('common.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toasts: a polite live region (react-toastify's), named in the user's language with the keys
 * that reach it; each toast in it is a status, or an alert when it tells of a failure (notify.ts).
 */
export function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      {...TOAST_CONTAINER_PROPS}
      aria-label={t('common.toasts')}
      closeButton={(props) => <CloseToastButton {...props} />}
    />
  );
}

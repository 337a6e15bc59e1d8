import { MESSAGES } from '@loadboard/contracts';
import { useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { EditIcon } from '../../components/icons.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useUploadPhoto } from './api.ts';

export const PHOTO_SIZE_PX = 150;

/**
 * The 150 px round photo (spec 2, Profile): hovering or focusing it shows the edit overlay; choosing
 * it opens a picker of images only, and the chosen photo is uploaded at once. The server judges the
 * file by its content; the picker's filter only spares the user a wrong choice.
 */
export function ProfilePhoto({ photo }: { photo: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();

  const onChosen = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(MESSAGES.photoUpdated),
      onError: (error) => notifyError(error, MESSAGES.photoUpdateFailed),
      // The same file chosen again after a failure is a new choice.
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="profile-photo">
      <button
        type="button"
        className="profile-photo-button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-label={t('profile.photo.change')}
        title={t('profile.photo.hint')}
      >
        <Avatar photo={photo} size={PHOTO_SIZE_PX} label={t('profile.photo.label')} />
        <span className="profile-photo-overlay" aria-hidden="true">
          {upload.isPending ? (
            <Spinner animation="border" size="sm" />
          ) : (
            <>
              <EditIcon width={22} height={22} />
              <span>{t('profile.photo.change')}</span>
            </>
          )}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="profile-photo-input"
        onChange={(event) => onChosen(event.target.files?.[0])}
      />
      {upload.isPending ? (
        <span className="visually-hidden" role="status">
          {t('profile.photo.uploading')}
        </span>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * What a post's modal shows: the post while it is open, and the last one while the modal fades out
 * (its `load` is already null then).
 */
export function useShownWhileFading<T>(load: T | null): T | null {
  const [last, setLast] = useState(load);
  if (load && load !== last) setLast(load);
  return load ?? last;
}

/** A post's modal header: its title, the post's job number beside it, and the close button. */
export function PostModalHeader({
  titleId,
  title,
  jobNumber,
}: {
  titleId: string;
  title: string;
  jobNumber: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Header closeButton closeLabel={t('loads.details.close')}>
      <Modal.Title id={titleId} as="h2" className="h5">
        {title}
        {jobNumber ? <span className="text-body-secondary fw-normal"> · {jobNumber}</span> : null}
      </Modal.Title>
    </Modal.Header>
  );
}

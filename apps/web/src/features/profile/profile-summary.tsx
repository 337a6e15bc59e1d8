import type { UserProfile } from '@loadboard/contracts';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../components/icons.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { useDates } from '../../lib/dates.ts';
import { ProfilePhoto } from './profile-photo.tsx';

/** Photo, full name, @username, role badge and Edit Profile (spec 2, Profile). */
export function ProfileSummary({
  profile,
  editing,
  onEdit,
}: {
  profile: UserProfile;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="profile-summary mb-4">
      <Card.Body className="d-flex flex-column align-items-center text-center gap-2">
        <ProfilePhoto photo={profile.photo} />
        <h2 className="h4 mb-0 mt-2">
          {profile.firstName} {profile.lastName}
        </h2>
        <div className="text-body-secondary">@{profile.username}</div>
        <Badge bg="primary" className="profile-role">
          {t(`userTypes.${profile.role}`)}
        </Badge>
        {editing ? null : (
          <Button
            variant="outline-primary"
            className="mt-2 d-inline-flex align-items-center gap-2"
            onClick={onEdit}
          >
            <EditIcon width={16} height={16} aria-hidden="true" />
            {t('profile.editProfile')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

/** Status, Member Since and Last Updated, as long dates in the user's zone. */
export function AccountInformation({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const dates = useDates();
  const rows = [
    [t('profile.account.status'), t(`profile.statuses.${profile.status}`)],
    [t('profile.account.memberSince'), dates.long(profile.createdAt)],
    [t('profile.account.lastUpdated'), dates.long(profile.updatedAt)],
  ];
  return (
    <TitledCard title={t('profile.account.title')}>
      <dl className="profile-account mb-0">
        {rows.map(([term, value]) => (
          <div key={term} className="d-flex flex-wrap justify-content-between column-gap-3 py-1">
            <dt className="fw-normal text-body-secondary">{term}</dt>
            <dd className="mb-0 fw-medium text-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

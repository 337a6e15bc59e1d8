import './profile.css';
import { MESSAGES, type UserProfile } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useFailureToast } from '../../lib/use-failure-toast.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { AccountInformation, ProfileSummary } from './profile-summary.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

/** GET /api/auth/profile: the screen reads the profile fresh, whatever the session last stored. */
function useProfile() {
  const { setUser } = useSession();
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: async ({ signal }) => {
      const profile = (await api.get<UserProfile>('/auth/profile', { signal })).data;
      setUser(profile);
      return profile;
    },
  });
  useFailureToast(query.error, MESSAGES.fetchProfileFailed);
  return query;
}

/** /user-profile (spec 2, Profile). Changes become the session's user, which this screen then shows. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useProfile();
  const [editing, setEditing] = useState(false);
  // The session's user follows every change at once (photo, saved fields); the query its first read.
  const profile = (
    query.data && user && user.id === query.data.id ? { ...query.data, ...user } : query.data
  ) as UserProfile | undefined;

  return (
    <>
      <PageHeader title={t('pages.profile.title')} description={t('pages.profile.description')} />
      {query.isPending ? (
        <ListLoading />
      ) : !profile ? (
        <ListError title={MESSAGES.fetchProfileFailed} onRetry={() => void query.refetch()} />
      ) : (
        <Row className="g-4">
          <Col lg={4}>
            <ProfileSummary profile={profile} editing={editing} onEdit={() => setEditing(true)} />
            <AccountInformation profile={profile} />
          </Col>
          <Col lg={8}>
            <ProfileForm profile={profile} editing={editing} onDone={() => setEditing(false)} />
            <ChangePasswordCard />
            <SignOutEverywhereCard />
          </Col>
        </Row>
      )}
    </>
  );
}

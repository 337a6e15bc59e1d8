import '../loads.css';
import { isLoadType, LOAD_MESSAGES, LOAD_TYPES, type LoadType, ownPostType } from '@loadboard/contracts';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { Options } from '../../../components/form/options.tsx';
import { SelectField } from '../../../components/form/plain-fields.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useCreateLoad } from '../api.ts';
import { LoadPostForm } from './load-post-form.tsx';
import type { PostBody } from './post-form-values.ts';
import { notifySaveFailure } from './save-failure.ts';

/**
 * Post Load (/post-loads, spec 2): the form of the user's post type (BROKER → RFP, RFP_CARRIER →
 * RFD, RFD_CARRIER → TRUCK); a SUPER_ADMIN picks the type with Post As first.
 */
export function PostLoadScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateLoad();
  const isAdmin = user?.userType === 'SUPER_ADMIN';
  const [postAs, setPostAs] = useState<LoadType>('RFP');
  const type = isAdmin ? postAs : ownPostType(user?.userType);

  if (!user) return <PageLoader />;

  const onSubmit = async (body: PostBody) => {
    try {
      await create.mutateAsync(isAdmin ? { ...body, postAs } : body);
    } catch (error) {
      notifySaveFailure(error, LOAD_MESSAGES.createFailed, LOAD_MESSAGES.createNetwork);
      throw error;
    }
    notifySuccess(LOAD_MESSAGES.created);
    void navigate('/view-loads');
  };

  return (
    <section>
      <PageHeader
        title={t('pages.postLoads.title')}
        description={type ? t(`loads.post.intro.${type}`) : t('pages.postLoads.description')}
      />
      {type === null ? (
        <CenteredMessage
          icon={<AlertIcon size={28} />}
          title={t('dashboard.invalidUserType')}
          text={t('pages.postLoads.description')}
        />
      ) : (
        <Card className="border-0 shadow-sm load-post-card">
          <Card.Body>
            {isAdmin ? (
              <div className="load-post-as mb-4">
                <SelectField
                  id="post-as"
                  label={t('loads.form.postAs')}
                  hint={t('loads.form.postAsHint')}
                  wrapperClassName=""
                  value={postAs}
                  onChange={(event) => {
                    if (isLoadType(event.target.value)) setPostAs(event.target.value);
                  }}
                >
                  <Options values={LOAD_TYPES} label={(option) => t(`loads.postAsOptions.${option}`)} />
                </SelectField>
              </div>
            ) : null}
            <LoadPostForm
              key={type}
              type={type}
              idPrefix="post"
              onSubmit={onSubmit}
              submitLabel={type === 'TRUCK' ? t('loads.form.submitTruck') : t('loads.form.submitLoad')}
              pendingLabel={t('loads.form.posting')}
            />
          </Card.Body>
        </Card>
      )}
    </section>
  );
}

import { LOAD_BOARD_URLS_MAX, loadBoardUrlsBody } from '@loadboard/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AddEntryForm } from './add-entry-form.tsx';
import { useSaveLoadBoardUrls } from './api.ts';
import { SettingsItem } from './settings-list.tsx';
import { SettingsSection } from './settings-section.tsx';

interface UrlDraft {
  url: string;
}

const { Field } = fieldsOf<UrlDraft>();

/** The server names a refused URL by its place in the list; the form has one URL field. */
const urlFieldOf = (serverPath: string) => (/^loadBoardUrls(\.\d+)?$/.test(serverPath) ? 'url' : null);

/**
 * Loadboard URLs: the boards the header's Sync button imports from. Each add and remove is saved at
 * once (PATCH /api/settings/load-board-urls with the whole list), and the session's user follows,
 * so the Sync button appears or goes without a reload.
 */
export function LoadBoardUrlsSection({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const save = useSaveLoadBoardUrls();
  const form = useForm<UrlDraft>({ defaultValues: { url: '' } });
  const [removing, setRemoving] = useState<string | null>(null);

  /** Why `url` cannot be added, or null. */
  const problemWith = (url: string): string | null => {
    if (url === '') return t('settings.messages.urlRequired');
    if (urls.length >= LOAD_BOARD_URLS_MAX)
      return t('settings.messages.tooManyUrls', { max: LOAD_BOARD_URLS_MAX });
    if (urls.includes(url)) return t('settings.messages.urlTaken');
    if (!loadBoardUrlsBody.safeParse({ loadBoardUrls: [url] }).success)
      return t('settings.messages.urlInvalid');
    return null;
  };

  const add = form.handleSubmit(async ({ url }) => {
    const value = url.trim();
    const problem = problemWith(value);
    if (problem) {
      form.setError('url', { type: 'client', message: problem });
      return;
    }
    try {
      await save.mutateAsync([...urls, value]);
    } catch (error) {
      const placed = applyServerErrors(form, error, { fieldOf: urlFieldOf });
      // A refusal shown under the field needs no second telling of its sentence.
      notifyError(placed.length > 0 ? null : error, t('settings.messages.addUrlFailed'));
      return;
    }
    form.reset({ url: '' });
    notifySuccess(t('settings.messages.loadBoardUrlAdded'));
  });

  const onRemove = (url: string) => {
    setRemoving(url);
    save.mutate(
      urls.filter((entry) => entry !== url),
      {
        onSuccess: () => notifySuccess(t('settings.messages.loadBoardUrlRemoved')),
        onError: (error) => notifyError(error, t('settings.messages.removeUrlFailed')),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <SettingsSection
      name="loadBoardUrls"
      entries={{
        empty: t('settings.noUrls'),
        items: urls.map((url) => (
          <SettingsItem
            key={url}
            title={
              <a href={url} target="_blank" rel="noopener noreferrer" className="text-break">
                {url}
              </a>
            }
            removeLabel={t('settings.removeUrl', { url })}
            removing={removing === url}
            disabled={save.isPending}
            onRemove={() => onRemove(url)}
          />
        )),
      }}
    >
      <AddEntryForm
        form={form}
        idPrefix="load-board"
        onSubmit={add}
        label={t('settings.addUrl')}
        pendingLabel={t('settings.saving')}
        disabled={removing !== null}
      >
        <Field
          name="url"
          col={{ xs: 12, sm: 8 }}
          label={t('settings.fields.url')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
        />
      </AddEntryForm>
    </SettingsSection>
  );
}

import './settings.css';
import type { Settings } from '@loadboard/contracts';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRefusalFocus } from '../../components/form/form.tsx';
import { ListError, ListLoading } from '../../components/list/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { languageSwitch } from '../../i18n/index.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AlertPreferencesSection } from './alert-preferences-section.tsx';
import { useSaveSettings, useSettings } from './api.ts';
import { GeneralSection } from './general-section.tsx';
import { LoadBoardUrlsSection } from './load-board-urls-section.tsx';
import { RouteAlertsSection } from './route-alerts-section.tsx';
import { ServiceAreasSection } from './service-areas-section.tsx';
import {
  formValuesOf,
  hasUnsavedChanges,
  type SettingsFormValues,
  saveAllBody,
} from './settings-form-values.ts';

/** Save All Settings, and whether there is anything to save. */
function SaveAllBar({ saved, pending, onSave }: { saved: Settings; pending: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  const values = useWatch<SettingsFormValues>() as SettingsFormValues;
  const unsaved = hasUnsavedChanges(values, saved);
  return (
    // Kept in view while there is something to save; at the end of the page otherwise.
    <div className={unsaved ? 'settings-save-bar settings-save-bar-sticky' : 'settings-save-bar'}>
      <span className={unsaved ? 'fw-medium text-warning-emphasis' : 'text-body-secondary'} role="status">
        {unsaved ? t('settings.unsaved') : t('settings.allSaved')}
      </span>
      {/* Not a submit button: the sections hold forms of their own (adding a URL, an area, a lane). */}
      <Button onClick={onSave} disabled={pending} className="d-inline-flex align-items-center gap-2">
        {pending ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null}
        {pending ? t('settings.saving') : t('settings.saveAll')}
      </Button>
    </div>
  );
}

/**
 * Every section on the saved settings. General Settings, the two alert lists and Alert Preferences
 * wait for Save All Settings (PATCH /api/settings/general); load board URLs, and removing a saved
 * area or lane, are saved at once. A refused save puts the server's sentences under their fields.
 */
function SettingsForm({ saved }: { saved: Settings }) {
  const { t, i18n } = useTranslation();
  const form = useForm<SettingsFormValues>({ defaultValues: formValuesOf(saved) });
  const save = useSaveSettings();
  const sections = useRef<HTMLDivElement>(null);

  const onSave = form.handleSubmit(async (values) => {
    form.clearErrors();
    let settings: Settings;
    try {
      settings = await save.mutateAsync(saveAllBody(values));
    } catch (error) {
      const placed = applyServerErrors(form, error);
      // Sentences shown under their fields need no second telling: the toast says the save failed.
      notifyError(placed.length > 0 ? null : error, t('settings.messages.updateFailed'));
      return;
    }
    form.reset(formValuesOf(settings));
    // The session's user took the saved language and zone (useSaveAllSettings): every screen shows
    // them once a new language's texts are in, and this toast waits to be said in it.
    await languageSwitch();
    notifySuccess(i18n.t('settings.messages.updated'));
  });

  return (
    <FormProvider {...form}>
      <div ref={sections} className="settings-sections">
        <GeneralSection />
        <LoadBoardUrlsSection urls={saved.loadBoardUrls} />
        <ServiceAreasSection saved={saved.serviceAreas} />
        <RouteAlertsSection saved={saved.routeAlerts} />
        <AlertPreferencesSection />
      </div>
      <SaveAllBar saved={saved} pending={form.formState.isSubmitting} onSave={() => void onSave()} />
      <FormRefusalFocus control={form.control} container={sections} />
    </FormProvider>
  );
}

/** Settings (/settings, spec 2). */
export function SettingsScreen() {
  const { t } = useTranslation();
  const query = useSettings();
  return (
    <section>
      <PageHeader title={t('pages.settings.title')} description={t('pages.settings.description')} />
      {query.data ? (
        <SettingsForm saved={query.data} />
      ) : query.isError ? (
        <ListError title={t('settings.messages.fetchFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <ListLoading />
      )}
    </section>
  );
}

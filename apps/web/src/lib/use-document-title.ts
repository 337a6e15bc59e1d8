import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab "<screen> · Load Board" while the screen is shown. */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const title = `${screen} · ${t('common.appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

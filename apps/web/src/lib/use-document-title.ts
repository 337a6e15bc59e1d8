import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab "<screen> · Load Board" while the screen is shown. An effect rather than a
 * rendered <title>: the app runs on Preact (build/preact-compat.ts), which draws a <title> where it
 * stands instead of hoisting it into the head as React 19 does.
 */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const title = `${screen} · ${t('common.appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

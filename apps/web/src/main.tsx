import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadTexts } from './i18n/index.ts';

// The router starts downloading the first screen (its code and texts) as it is created.
const router = createAppRouter();

// Meanwhile the common texts of the user's language come, so even the loader speaks it (should they
// fail, English's stand in); then the page is drawn.
void loadTexts()
  .catch(() => undefined)
  .then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });

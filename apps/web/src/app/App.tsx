import { lazy, Suspense } from 'react';
import { LoginPage } from '../areas/account/LoginPage.tsx';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';

const NotFound = lazy(() => import('./NotFound.tsx').then((m) => ({ default: m.NotFound })));

// Until the router and shell arrive, the sign-in page is the whole app.
const signInPaths = new Set(['/', '/login']);

export function App() {
  return (
    <LocaleProvider>
      {signInPaths.has(window.location.pathname) ? (
        <LoginPage />
      ) : (
        <Suspense>
          <NotFound />
        </Suspense>
      )}
    </LocaleProvider>
  );
}

import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every screen: a thin progress bar while the next screen's code or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

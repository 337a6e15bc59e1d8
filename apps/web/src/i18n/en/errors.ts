export const errors = {
  accessDeniedTitle: 'Access denied',
  accessDenied: "Access forbidden. You don't have permission for this action.",
  notFoundTitle: 'Page not found',
  notFound: 'The page you are looking for does not exist or has moved.',
  crashTitle: 'Something went wrong',
  crash: 'This screen could not be shown. Reload the page to try again.',
  reload: 'Reload page',
};

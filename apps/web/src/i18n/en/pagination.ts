export const pagination = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}}',
  summary: 'Showing {{from}}–{{to}} of {{total}}',
};

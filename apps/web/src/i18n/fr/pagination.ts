import type { Translation } from '../en/index.ts';

export const pagination: Translation['pagination'] = {
  label: 'Pages',
  previous: 'Précédent',
  next: 'Suivant',
  page: 'Page {{page}}',
  summary: '{{from}}–{{to}} sur {{total}}',
};

import type { Translation } from '../en/index.ts';

export const pagination: Translation['pagination'] = {
  label: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  page: 'Página {{page}}',
  summary: 'Mostrando {{from}}–{{to}} de {{total}}',
};

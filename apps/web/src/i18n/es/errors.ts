import type { Translation } from '../en/index.ts';

export const errors: Translation['errors'] = {
  accessDeniedTitle: 'Acceso denegado',
  accessDenied: 'Acceso prohibido. No tiene permiso para esta acción.',
  notFoundTitle: 'Página no encontrada',
  notFound: 'La página que busca no existe o se ha movido.',
  crashTitle: 'Algo salió mal',
  crash: 'No se pudo mostrar esta pantalla. Recargue la página para intentarlo de nuevo.',
  reload: 'Recargar la página',
};

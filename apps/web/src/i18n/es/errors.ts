import type { Translation } from '../en/index.ts';

export const errors: Translation['errors'] = {
  accessDeniedTitle: 'Acceso denegado',
  accessDenied: 'Acceso prohibido. No tiene permiso para esta acción.',
  notFoundTitle: 'Página no encontrada',
  notFound: 'La página que busca no existe o se ha movido.',
  crashTitle: 'Algo salió mal',
  crash: 'No se pudo mostrar esta pantalla. Recargue la página para intentarlo de nuevo.',
  reload: 'Recargar la página',
  messages: {
    zipFormat: 'El código postal debe tener 5 dígitos',
    invalidZip: 'Código postal no válido',
    emailTaken: 'Ya existe una cuenta con este correo electrónico',
    usernameTaken: 'Este nombre de usuario ya está en uso',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
    passwordTooCommon: 'Esta contraseña es demasiado común',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    enterEmail: 'Introduzca su correo electrónico',
    enterNewPassword: 'Introduzca la nueva contraseña',
    currentPasswordRequired: 'La contraseña actual es obligatoria',
    newPasswordRequired: 'La nueva contraseña es obligatoria',
    confirmNewPassword: 'Confirme su nueva contraseña',
    unableToFetchLocation: 'No se pudo obtener la ubicación',
    withDetail: '{{sentence}}: {{detail}}',
  },
};

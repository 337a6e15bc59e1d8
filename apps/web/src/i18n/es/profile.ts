import type { Translation } from '../en/index.ts';

export const profile: Translation['profile'] = {
  photo: {
    label: 'Foto de perfil',
    change: 'Cambiar foto',
    uploading: 'Subiendo...',
    hint: 'JPEG, PNG, WebP o GIF, hasta 5 MB.',
  },
  editProfile: 'Editar perfil',
  account: {
    title: 'Información de la cuenta',
    status: 'Estado',
    memberSince: 'Miembro desde',
    lastUpdated: 'Última actualización',
  },
  statuses: {
    active: 'Activa',
    inactive: 'Inactiva',
    pending: 'Pendiente',
    suspended: 'Suspendida',
  },
  company: {
    title: 'Información de la empresa',
    companyName: 'Nombre de la empresa',
    dotNumber: 'Número DOT',
    contactName: 'Nombre de contacto',
    website: 'Sitio web',
  },
  personal: {
    title: 'Información personal',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
  },
  save: 'Guardar cambios',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  password: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    submit: 'Actualizar contraseña',
    submitting: 'Actualizando...',
  },
  sessions: {
    title: 'Sesiones activas',
    description:
      '¿Inició sesión en un dispositivo compartido o perdido? Cierre todas las sesiones de su cuenta, incluida esta.',
    signOutEverywhere: 'Cerrar sesión en todas partes',
    signingOut: 'Cerrando sesiones...',
    failed: 'No se pudieron cerrar todas las sesiones. Inténtelo de nuevo.',
  },
};

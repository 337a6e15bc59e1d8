import type { Translation } from '../en/index.ts';

export const shell: Translation['shell'] = {
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNavigation: 'Navegación principal',
  searchLabel: 'Buscar cargas',
  searchPlaceholder: 'Buscar cargas...',
  sync: 'Sincronizar',
  syncLabel: 'Sincronizar bolsas de carga',
  syncing: 'Sincronizando...',
  notifications: 'Notificaciones',
  unread: 'sin leer',
  accountMenu: 'Menú de la cuenta',
  editProfile: 'Editar perfil',
  editProfileLink: 'Editar perfil',
  logout: 'Cerrar sesión',
  contacts: 'Contactos',
  noContacts: 'Aún no hay contactos',
  contactsHint: 'Aquí aparecerán las empresas con las que intercambie solicitudes de carga.',
  profilePhoto: 'Foto de perfil',
  profileUnavailable: 'No se pudieron cargar los datos de su cuenta.',
  searchPlaceholderShort: 'Buscar cargas',
};

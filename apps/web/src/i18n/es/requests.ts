import type { Translation } from '../en/index.ts';

export const requests: Translation['requests'] = {
  title: 'Solicitudes',
  description: 'Solicitudes de transportistas sobre la carga {{name}}.',
  backToMyLoads: 'Volver a Mis cargas',
  statuses: { PENDING: 'Pendiente', ACCEPTED: 'Aceptada', REJECTED: 'Rechazada' },
  proposedRate: 'Tarifa propuesta',
  requestedOn: 'Solicitada',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  message: 'Mensaje',
  response: 'Respuesta',
  accept: 'Aceptar',
  reject: 'Rechazar',
  loadClosed: 'Esta carga ya no está activa, por lo que sus solicitudes ya no se pueden aceptar ni rechazar.',
  notFound: 'Esta carga no existe o ha sido eliminada.',
};

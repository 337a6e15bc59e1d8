import type { Translation } from '../en/index.ts';

export const billing: Translation['billing'] = {
  current: {
    title: 'Suscripción actual',
    plan: 'Su plan',
    trial: 'Prueba gratuita',
    nextBillingDate: 'Próxima fecha de facturación',
    trialEnds: 'La prueba termina',
    accessEnds: 'Acceso hasta',
  },
  statuses: {
    trialing: 'Prueba',
    active: 'Activa',
    past_due: 'Pago pendiente',
    cancelled: 'Cancelada',
    expired: 'Vencida',
  },
  plans: {
    title: 'Planes disponibles',
    perInterval: '{{price}} / {{interval}}',
    intervals: { month: 'mes', year: 'año' },
    subscribeNow: 'Suscribirse ahora',
    currentPlan: 'Plan actual',
    redirecting: 'Abriendo el pago...',
  },
  transactions: {
    title: 'Historial de transacciones',
    date: 'Fecha',
    amount: 'Importe',
    status: 'Estado',
    invoice: 'Factura',
    viewInvoice: 'Ver factura',
    statuses: { success: 'Pagado', failed: 'Fallido', refunded: 'Reembolsado' },
  },
  checkout: {
    success: 'Pago recibido. Su suscripción está activa.',
    cancelled: 'El pago se canceló. No se cobró nada.',
  },
  testMode: {
    title: 'Modo de prueba.',
    body: 'Aquí el pago no carga ninguna tarjeta; los pagos hechos con él son pagos de prueba.',
  },
  trialNotice: 'Su prueba termina el {{date}}.',
  trialNoticeAction: 'Elegir un plan',
};

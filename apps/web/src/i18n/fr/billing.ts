import type { Translation } from '../en/index.ts';

export const billing: Translation['billing'] = {
  current: {
    title: 'Abonnement actuel',
    plan: 'Formule',
    trial: 'Essai gratuit',
    nextBillingDate: 'Prochaine date de facturation',
    trialEnds: "Fin de l'essai",
    accessEnds: "Accès jusqu'au",
  },
  statuses: {
    trialing: 'Essai',
    active: 'Actif',
    past_due: 'Paiement en retard',
    cancelled: 'Annulé',
    expired: 'Expiré',
  },
  plans: {
    title: 'Formules disponibles',
    perInterval: '{{price}} / {{interval}}',
    intervals: { month: 'mois', year: 'an' },
    subscribeNow: "S'abonner maintenant",
    currentPlan: 'Formule actuelle',
    redirecting: 'Ouverture du paiement...',
  },
  transactions: {
    title: 'Historique des transactions',
    date: 'Date',
    amount: 'Montant',
    status: 'Statut',
    invoice: 'Facture',
    viewInvoice: 'Voir la facture',
    statuses: { success: 'Payé', failed: 'Échoué', refunded: 'Remboursé' },
  },
  checkout: {
    success: 'Paiement reçu. Votre abonnement est actif.',
    cancelled: "Le paiement a été annulé. Rien n'a été débité.",
  },
  testMode: {
    title: 'Mode test.',
    body: 'Le paiement ne débite ici aucune carte ; les paiements faits par lui sont des paiements de test.',
  },
  trialNotice: 'Votre essai se termine le {{date}}.',
  trialNoticeAction: 'Choisir une formule',
};

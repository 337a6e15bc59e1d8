/** The Subscription screen and the trial notice (spec 2, Subscription). */
export const billing = {
  current: {
    title: 'Current Subscription',
    plan: 'Plan',
    trial: 'Free trial',
    nextBillingDate: 'Next Billing Date',
    trialEnds: 'Trial ends',
    accessEnds: 'Access until',
  },
  statuses: {
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Past due',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  plans: {
    title: 'Available Plans',
    perInterval: '{{price}} / {{interval}}',
    intervals: { month: 'month', year: 'year' },
    subscribeNow: 'Subscribe Now',
    currentPlan: 'Current Plan',
    redirecting: 'Opening checkout...',
  },
  transactions: {
    title: 'Transaction History',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    invoice: 'Invoice',
    viewInvoice: 'View Invoice',
    statuses: { success: 'Paid', failed: 'Failed', refunded: 'Refunded' },
  },
  checkout: {
    success: 'Payment received. Your subscription is active.',
    cancelled: 'Checkout was cancelled. Nothing was charged.',
  },
  testMode: {
    title: 'Test mode.',
    body: 'Checkout charges no card here; payments made through it are test payments.',
  },
  trialNotice: 'Your trial ends on {{date}}.',
  trialNoticeAction: 'Choose a plan',
};

import type { ProviderPlan } from './provider.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** A plain page in the app's colours; the sandbox stands in for a provider's hosted pages. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Load Board</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f8; color: #212529; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: .5rem; padding: 1.5rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  .muted { color: #6c757d; font-size: .9rem; }
  .price { font-size: 2rem; font-weight: 600; margin: 1rem 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  td { padding: .4rem 0; border-bottom: 1px solid #eee; } td:last-child { text-align: right; }
  .actions { display: flex; gap: .5rem; margin-top: 1.25rem; }
  button { font: inherit; padding: .55rem 1.2rem; border-radius: .375rem; border: 1px solid #0d6efd; cursor: pointer; }
  .pay { background: #0d6efd; color: #fff; } .decline { background: #fff; color: #0d6efd; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The hosted checkout: the plan, its price, and Pay or Decline. */
export function checkoutPage(plan: ProviderPlan, session: string, email: string): string {
  return page(
    `Checkout: ${plan.name}`,
    `<p class="muted">Sandbox checkout · no card is charged</p>
<h1>${escapeHtml(plan.name)}</h1>
<p class="muted">For ${escapeHtml(email)}</p>
<p class="price">${dollars(plan.price)} <span class="muted">per ${plan.interval}</span></p>
<form method="post" action="/api/billing/sandbox/checkout">
  <input type="hidden" name="session" value="${escapeHtml(session)}">
  <div class="actions">
    <button class="pay" type="submit" name="action" value="pay">Pay</button>
    <button class="decline" type="submit" name="action" value="decline">Decline</button>
  </div>
</form>`,
  );
}

/** A checkout link that cannot be paid: changed, expired, or already paid. */
export function refusedCheckoutPage(message: string): string {
  return page(
    'Checkout',
    `<h1>Checkout</h1><p>${escapeHtml(message)}</p><p><a href="/subscription">Subscription</a></p>`,
  );
}

/** A sandbox payment's invoice. */
export function invoicePage(invoice: {
  number: number;
  date: Date;
  planName: string | null;
  amount: number;
  status: string;
  customer: string;
}): string {
  const date = invoice.date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return page(
    `Invoice ${invoice.number}`,
    `<h1>Invoice #${invoice.number}</h1>
<p class="muted">${escapeHtml(date)} · Load Board</p>
<p>Billed to ${escapeHtml(invoice.customer)}</p>
<table>
  <tr><td>${escapeHtml(invoice.planName ?? 'Subscription')}</td><td>${dollars(invoice.amount)}</td></tr>
  <tr><td><strong>Total</strong></td><td><strong>${dollars(invoice.amount)}</strong></td></tr>
  <tr><td>Status</td><td>${escapeHtml(invoice.status)}</td></tr>
</table>`,
  );
}

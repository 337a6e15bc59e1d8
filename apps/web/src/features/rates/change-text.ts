/** A lane's change of median against the window before, signed: '+$0.12', '−$0.05', '$0.00'. */
export function signedChange(value: number, format: (amount: number) => string): string {
  const cents = Math.round(value * 100);
  if (cents === 0) return format(0);
  return `${cents > 0 ? '+' : '−'}${format(Math.abs(cents) / 100)}`;
}

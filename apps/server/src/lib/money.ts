/** Dollars rounded to the cent, so sums and quotients of dollars answer exact cents. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100;

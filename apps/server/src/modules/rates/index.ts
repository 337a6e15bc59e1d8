/**
 * Market rates: what a lane pays, from the deals on the board (a post's accepted request), shown
 * only where enough deals among enough companies hide each one. It owns market_deals and the window
 * counts the database keeps beside them (db/schema/rates.ts); it reads posts for their marks.
 */
export { rateRoutes } from './routes.ts';

/**
 * What the sign-in page may download before it is interactive: its JavaScript and CSS, gzipped, in
 * KB. e2e/first-load.spec.ts holds the built app to it; bench/lighthouse.ts reports against it.
 */
export const FIRST_LOAD_GZIP_KB = 202;

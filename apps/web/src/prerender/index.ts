/** What the build draws into the pages before any of the app's code runs (build/prerender.ts). */
export { PRERENDERED_PATH, renderSignIn } from './sign-in.tsx';
export { signedInFrameTexts } from './signed-in-frame.ts';

/** True only in the demo build (`vite build --mode demo`); see vite.config.ts. */
declare const __DEMO__: boolean;

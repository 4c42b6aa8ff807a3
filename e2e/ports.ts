/**
 * Worker slot i uses mock port MOCK_BASE_PORT+i and console port WEB_BASE_PORT+i (vite preview) or
 * NGINX_BASE_PORT+i (the nginx project, which runs after the chromium project and reuses its mocks;
 * the same nginx also answers HTTPS on NGINX_TLS_BASE_PORT+i).
 * E2E_PORT_OFFSET shifts them all so several checkouts can run the suite side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) * 10;
export const MOCK_BASE_PORT = 8810 + offset;
export const WEB_BASE_PORT = 4310 + offset;
export const NGINX_BASE_PORT = 4510 + offset;
export const DEMO_PORT = 4610 + offset;
export const NGINX_TLS_BASE_PORT = 4710 + offset;
/** The Firefox tour's own mock and console (e2e/firefox), apart from the Playwright slots above. */
export const FIREFOX_MOCK_PORT = 8710 + offset;
export const FIREFOX_WEB_PORT = 4810 + offset;
/** The Firefox check of the team stack (e2e/firefox/team.ts): front, nginx, provider, mock. */
export const FIREFOX_TEAM_FRONT_PORT = 4812 + offset;
export const FIREFOX_TEAM_NGINX_PORT = 4813 + offset;
export const FIREFOX_TEAM_PROVIDER_PORT = 4814 + offset;
export const FIREFOX_TEAM_MOCK_PORT = 8712 + offset;
/** The Firefox check of the demo build (e2e/firefox/demo.ts). */
export const FIREFOX_DEMO_PORT = 4818 + offset;
/** The team stack (e2e/team): the SSO front people reach, nginx behind it, the OpenID provider, its mock. */
export const TEAM_FRONT_PORT = 4416 + offset;
export const TEAM_NGINX_PORT = 4417 + offset;
export const TEAM_PROVIDER_PORT = 4418 + offset;
export const TEAM_MOCK_PORT = 8816 + offset;
/**
 * The two-replica team stack (e2e/team/two-replicas.spec.ts starts its own): the balancer people
 * reach, each replica's front and nginx, its OpenID provider, mock and Redis. 54x0-54x7: no other
 * port of this file lands there for offsets 0 to 9.
 */
export const TEAM2_BASE_PORT = 5410 + offset;
/** Another origin of the same site as the team console (a sibling host's page, for the forgery tests). */
export const TEAM_SIBLING_PORT = 4419 + offset;
/**
 * The Prism tour (e2e/prism): Stoplight Prism's random answers from our own document, and the built
 * console in front of it. Last digit 9 inside the Firefox tour's hundreds: no other port of this file
 * (nor the bench's 4950/8950 ones) lands there for offsets 0 to 9 and fewer than ten workers.
 */
export const PRISM_PORT = 8719 + offset;
export const PRISM_WEB_PORT = 4819 + offset;
/** The Prism drift check (e2e/prism/drift.spec.ts): Prism answering from a drifted copy of our document. */
export const PRISM_DRIFT_PORT = 8717 + offset;
export const PRISM_DRIFT_WEB_PORT = 4817 + offset;

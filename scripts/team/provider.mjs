// A demo OpenID provider for the team stack (npm run start:team, the e2e suite, the bench):
// oidc-provider (a certified OpenID Connect implementation) with a few demo people, each with a
// password and groups. Its own small sign-in form checks the password (oidc-provider's dev form
// takes any) and loads nothing from the internet. Not for production: use the company's provider.
// Usage: node scripts/team/provider.mjs <port> <client-id> <client-secret> <console-public-url>
// For trying offboarding and an outage (the e2e suite and `npm run start:team`), on loopback only:
//   PUT /demo/people/<login>/groups  with a JSON array: that person's groups from now on
//   PUT /demo/outage                 with true or false: every other answer is 503 while true
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { EVERYONE as PEOPLE } from './people.mjs';

const [port, clientId, clientSecret, publicUrl] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

// Groups as the company's directory holds them now: changed by PUT /demo/people/<login>/groups.
const groups = new Map(PEOPLE.map((p) => [p.login, [...p.groups]]));
let outage = false;

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${publicUrl}/oidc/callback`],
      post_logout_redirect_uris: [`${publicUrl}/auth/signed-out.html`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'preferred_username'],
    groups: ['groups'],
  },
  scopes: ['openid', 'email', 'profile', 'groups'],
  pkce: { required: () => true },
  cookies: { keys: [clientSecret] },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: { enabled: true, logoutSource },
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  ttl: {
    Session: 8 * 3600,
    Grant: 8 * 3600,
    AccessToken: 3600,
    IdToken: 3600,
    AuthorizationCode: 60,
    Interaction: 600,
    RefreshToken: 8 * 3600,
  },
  // The front renews its access token with a refresh token (OIDCRefreshAccessTokenBeforeExpiry).
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  async findAccount(_ctx, id) {
    const person = PEOPLE.find((p) => p.login === id);
    if (!person) return undefined;
    return {
      accountId: id,
      claims: () => ({
        sub: id,
        preferred_username: id,
        name: person.name,
        email: person.email,
        email_verified: true,
        groups: groups.get(id) ?? [],
      }),
    };
  },
  // The console is the company's own application: no consent screen.
  async loadExistingGrant(ctx) {
    const grantId =
      ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) {
      const grant = await ctx.oidc.provider.Grant.find(grantId);
      if (grant) return grant;
    }
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile groups');
    await grant.save();
    return grant;
  },
});
provider.proxy = false;

// Sign-out at the provider without a second question: the console's own Sign out was the question.
async function logoutSource(ctx, form) {
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>
${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.forms[0].insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.forms[0].submit();</script></body></html>`;
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}label{display:block;margin-top:.75rem}input{font:inherit;width:100%;padding:.4rem;box-sizing:border-box}button{margin-top:1rem;font:inherit;padding:.4rem 1rem}.error{color:#b91c1c}</style></head><body>${body}</body></html>`;
}

function loginForm(uid, error = '', login = '') {
  return page(
    'Sign in · Example Corp',
    `<h1>Example Corp sign-in</h1><p>Demo provider for Cloud Console.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Login</label><input id="login" name="login" autocomplete="username" value="${escapeHtml(login)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
  );
}

async function readForm(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return Object.fromEntries(new URLSearchParams(raw));
}

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

/** The demo switches (header comment): loopback only, answered 204 or 400. */
async function demoSwitch(req, res, pathname) {
  const person = /^\/demo\/people\/([\w-]+)\/groups$/.exec(pathname);
  try {
    const value = await readJson(req);
    if (pathname === '/demo/outage' && typeof value === 'boolean') outage = value;
    else if (
      person &&
      groups.has(person[1]) &&
      Array.isArray(value) &&
      value.every((g) => typeof g === 'string')
    )
      groups.set(person[1], value);
    else throw new Error('not a switch');
    res.writeHead(204).end();
  } catch {
    res
      .writeHead(400, { 'content-type': 'text/plain' })
      .end('PUT /demo/outage true|false, or PUT /demo/people/<login>/groups ["group", …]');
  }
}

const callback = provider.callback();
const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url, issuer);
  if (req.method === 'PUT' && pathname.startsWith('/demo/')) return demoSwitch(req, res, pathname);
  if (outage) {
    res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '30' });
    return res.end('The demo provider is in an outage (PUT /demo/outage false ends it).');
  }
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url, issuer).pathname);
  if (!match) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(loginForm(details.uid));
    }
    const { login = '', password = '' } = await readForm(req);
    const person = PEOPLE.find((p) => p.login === login.trim() && p.password === password);
    if (!person) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(loginForm(details.uid, 'Wrong login or password.', login));
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.login } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Sign-in failed: ${error.message}`);
  }
});
server.listen(Number(port), '127.0.0.1', () => console.log(`OpenID provider on ${issuer}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { afterEach, describe, expect, it } from 'vitest';
import { isSecretName, mask, maskField, maskSecrets, maskText } from './masks';
import {
  MASKED_WORD,
  maskField as shownField,
  maskText as shownText,
  setPresenting,
} from './presentation';

afterEach(async () => {
  await setPresenting(false);
});

// Made up for these tests, in the shapes their issuers give (none is a real credential).
const WHSEC = 'whsec_Q2x7ZpR4kT9mB1vN6cY8aF3hJ5sL0dWe';
const CCS = 'ccs_3fa9c2d1_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const RANDOM_62 = 'q7XkP2mZ9vR4tL8nB3wY6cH1jF5sD0gA';
const RANDOM_HEX = '3f9a0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b';

describe('secrets by name', () => {
  it('knows secret, token, password and key fields in any case and with any separator', () => {
    for (const name of [
      'secret',
      'signingSecret',
      'signing_secret',
      'token',
      'accessToken',
      'refresh-token',
      'apiKey',
      'API_KEY',
      'X-Api-Key',
      'password',
      'passphrase',
      'privateKey',
      'client_secret',
      'clientSecret',
      'Authorization',
      'Set-Cookie',
      'config.password',
      'tokens',
      'credentials',
    ])
      expect(isSecretName(name), name).toBe(true);
    for (const name of [
      'id',
      'name',
      'prefix',
      'keyId',
      'secretId',
      'tokenType',
      'passwordChangedAt',
      'description',
      'status',
      'createdAt',
      'url',
    ])
      expect(isSecretName(name), name).toBe(false);
  });

  it('masks a secret-named field whole, whatever its value looks like, and nothing else by name', () => {
    expect(maskField('signingSecret', 'hunter2', 'text')).toBe(MASKED_WORD);
    expect(maskField('password', 'correct horse battery staple', 'text')).toBe(MASKED_WORD);
    expect(maskField('secret', WHSEC, 'text')).toBe(MASKED_WORD);
    expect(maskField('name', 'web-1', 'text')).toBe('web-1');
    // No value, nothing to hide (and an empty field says so).
    expect(maskField('token', '', 'text')).toBe('');
  });

  it('masks the value of a secret-named key in code and prose, not a placeholder for one', () => {
    expect(maskText('{"url":"https://a.example/in","password":"hunter2","token":""}')).toBe(
      `{"url":"https://a.example/in","password":"${MASKED_WORD}","token":""}`,
    );
    expect(maskText(`client_secret='abc 123' and api_key=k3y&limit=5`)).toBe(
      `client_secret='${MASKED_WORD}' and api_key=${MASKED_WORD}&limit=5`,
    );
    expect(maskText('Authorization: Basic dXNlcjpwYXNz')).toBe(`Authorization: ${MASKED_WORD}`);
    // What "Show the request" writes where the key goes stays: it is no secret.
    for (const placeholder of [
      '-H "Authorization: Bearer $CLOUD_API_KEY"',
      'Authorization: `Bearer ${process.env.CLOUD_API_KEY}`,',
      `headers={"Authorization": f"Bearer {os.environ['CLOUD_API_KEY']}"}`,
      'token: <your token>',
      'The password is shown once.',
    ])
      expect(maskText(placeholder)).toBe(placeholder);
  });
});

describe('secrets by prefix', () => {
  it('masks the console’s keys, webhook secrets and the common issuers’ tokens, whole', () => {
    for (const token of [
      WHSEC,
      CCS,
      'ccs_3fa9c2d1',
      'sk_live_51HqLyjWDarjtT1zdp7dcXYZ',
      'sk-proj-abcdefghijklmnopqrstuv',
      'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnop',
      'xoxb-123456789012-abcdefABCDEF',
      'AKIAIOSFODNN7EXAMPLE',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcDEF123_-x',
    ]) {
      expect(maskText(`before ${token} after`), token).toBe(`before ${MASKED_WORD} after`);
      expect(maskText(token)).not.toContain(token.slice(0, 4));
    }
    expect(maskText(`"secret":"${WHSEC}"`)).toBe(`"secret":"${MASKED_WORD}"`);
    expect(maskText(`https://a.example/hook?key=${WHSEC}`)).toBe(
      `https://a.example/hook?key=${MASKED_WORD}`,
    );
  });

  it('masks a PEM private key block whole, and keeps a certificate or public key', () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----';
    expect(maskText(`key:\n${pem}\nend`)).toBe(`key:\n${MASKED_WORD}\nend`);
    const cut = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA';
    expect(maskText(cut)).toBe(MASKED_WORD);
    const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    expect(maskText(cert)).toBe(cert);
  });

  it('does not find a prefix inside a longer word', () => {
    expect(maskText('disk_0123456789abcdef and task_sk_x')).toBe(
      'disk_0123456789abcdef and task_sk_x',
    );
  });
});

describe('secrets by entropy', () => {
  it('masks a long random run of base62, base64 or hex', () => {
    for (const run of [
      RANDOM_62,
      RANDOM_HEX,
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'dGhpcyBpcyBhIHNlY3JldCB0b2tlbiBvZiBtYW55IGJ5dGVz==',
    ])
      expect(maskText(`x ${run} y`), run).toBe(`x ${MASKED_WORD} y`);
    // In a path, the token goes and the words stay.
    expect(maskText(`https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF2/${RANDOM_62}`)).toBe(
      `https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF2/${MASKED_WORD}`,
    );
  });

  it('keeps IDs, names, ordinary words, paths and timestamps readable', () => {
    for (const kept of [
      // Instance IDs are UUIDs: shown on every page and in every path, and no credential.
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      '3FA85F64-5717-4562-B3FC-2C963F66AFA6',
      // The service's other IDs, and the shapes other services give theirs.
      'bkp_0123456789abcd',
      'whe_0123456789ab',
      '01HZX3K4M5N6P7Q8R9S0T1V2W3',
      'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      '507f1f77bcf86cd799439011',
      // Names and words, long ones with digits among them.
      'Production-Web-Server-Frankfurt-01',
      'Ubuntu2404LtsMinimalCloudImageAmd64',
      'getInstanceMetricsHistory',
      'WebhookEndpointCreatedAtTimestamp1',
      'x-ratelimit-remaining',
      'Donaudampfschifffahrtsgesellschaftskapitän',
      '/api/v1/webhooks/endpoints/whe_0123456789ab/deliveries',
      // Times.
      '2026-11-29T02:51:32.000Z',
      '1732845092000',
      'Sun, 29 Nov 2026 02:51:32 GMT',
    ])
      expect(maskSecrets(kept), kept).toBe(kept);
  });
});

describe('kinds and the switch', () => {
  it('keeps a resource ID readable as an ID, unless it is an issuer’s token', () => {
    expect(mask(RANDOM_62, 'id')).toBe(RANDOM_62);
    expect(mask(RANDOM_62, 'text')).toBe(MASKED_WORD);
    expect(mask(WHSEC, 'id')).toBe(MASKED_WORD);
  });

  it('changes nothing while presentation mode is off', async () => {
    const text = `secret ${WHSEC}, password: hunter2, ${RANDOM_62}`;
    expect(shownText(text)).toBe(text);
    expect(shownField('password', 'hunter2')).toBe('hunter2');
    await setPresenting(true);
    expect(shownText(text)).toBe(`secret ${MASKED_WORD}, password: ${MASKED_WORD}, ${MASKED_WORD}`);
    expect(shownField('password', 'hunter2')).toBe(MASKED_WORD);
    expect(shownField('name', 'web-1')).toBe('web-1');
  });
});

describe('time', () => {
  // Each pattern starts where its run starts and bounds what it rescans: a long answer of one kind of
  // character (a dump of digits and spaces, a base64 blob) takes milliseconds, not minutes (before:
  // 20,000 letters 3 s, 200,000 digits and spaces six minutes).
  it('masks a long text in time that grows with its length, not its square', () => {
    const started = performance.now();
    for (const text of [
      'a'.repeat(50_000),
      '1 '.repeat(25_000),
      '1,'.repeat(25_000),
      'ab12'.repeat(12_500),
    ])
      maskText(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

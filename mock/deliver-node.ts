// Real webhook deliveries from the Node server (MOCK_DELIVER_HOST, MOCK_DELIVER_TO): endpoints on
// one host are reached at a loopback address, as if that host resolved to it. Loopback only, so the
// switch cannot make the mock post to anything beyond this machine (docs/mock.md).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { RealDelivery } from './mock-context';

const TIMEOUT_MS = 10_000;

/** The loopback origin deliveries go to, or a sentence saying why it cannot be one. */
export function loopbackOrigin(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw}" is not an address`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'it must be http(s)';
  if (!/^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname))
    return `${url.hostname} is not a loopback address`;
  if (url.pathname !== '/' || url.search || url.username || url.password)
    return 'give an origin only (scheme, loopback host, port)';
  return url;
}

export function loopbackDelivery(host: string, origin: URL): RealDelivery {
  return {
    host: host.toLowerCase().replace(/\.$/, ''),
    post: (endpointUrl, headers, body) =>
      new Promise((resolve) => {
        const target = new URL(endpointUrl);
        const send = origin.protocol === 'https:' ? httpsRequest : httpRequest;
        const req = send(
          {
            host: origin.hostname.replace(/^\[|\]$/g, ''),
            port: origin.port || (origin.protocol === 'https:' ? 443 : 80),
            path: `${target.pathname}${target.search}`,
            method: 'POST',
            headers: {
              ...headers,
              Host: target.host,
              'Content-Length': String(Buffer.byteLength(body)),
              'User-Agent': 'cloud-console-mock-webhooks',
            },
            // The receiver on this machine answers with its own throw-away certificate (e2e).
            rejectUnauthorized: false,
            timeout: TIMEOUT_MS,
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? null);
          },
        );
        req.on('timeout', () => req.destroy());
        req.on('error', () => resolve(null));
        req.end(body);
      }),
  };
}

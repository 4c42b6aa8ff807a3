// Compresses the mock's JSON answers as a real HTTP service does (and as the nginx deploy does for
// every proxied answer), so what the console downloads from the mock is what it downloads in use:
// a list of 25 servers is 11 kB of JSON and about 2 kB on the wire.
const MIN_BYTES = 1024;

export async function gzipJson(request: Request, response: Response): Promise<Response> {
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  if (response.headers.has('content-encoding') || !response.body) return response;
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  if (body.byteLength < MIN_BYTES)
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  const zipped = await new Response(
    new Blob([body]).stream().pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(zipped.byteLength));
  return new Response(zipped, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

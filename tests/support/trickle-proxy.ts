import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP proxy in front of the site that sends the start of every HTML document (the header and
 * the first screen) in small pieces with a pause between them, as a slow mobile connection delivers
 * it; the rest of the document and every other response pass at once. Chromium's
 * own network throttling hands the parser far larger pieces, so it cannot show what a browser paints
 * from a half-read document.
 */
export async function startTrickleProxy(
  target: string,
  { chunkBytes = 512, pauseMs = 25, trickledBytes = 60_000 } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers: { 'accept-language': req.headers['accept-language'] ?? 'en' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        // fetch has already decoded the body; the rest is this connection's business.
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
        )
          headers[name] = value;
      });
      res.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const trickle = (headers['content-type'] ?? '').startsWith('text/html');
      // The first screen's worth in small pieces, the rest at once.
      let sent = 0;
      while (trickle && sent < Math.min(trickledBytes, body.length)) {
        res.write(body.subarray(sent, sent + chunkBytes));
        sent += chunkBytes;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.end(body.subarray(sent));
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

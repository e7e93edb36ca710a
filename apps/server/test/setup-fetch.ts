/**
 * The integration tests' `fetch` reads every answer's body before it returns. A body left unread
 * ties its keep-alive socket to the response; when the test's server closes (afterAll), Node's
 * undici can then reject inside its own stream machinery ("terminated", "other side closed"), an
 * unhandled error that vitest charges to whichever file the worker runs next (files share a worker:
 * `isolate: false`). Reading the body at once gives the socket back to the pool, idle, where a
 * server's close is an ordinary event. Tests still see a normal Response.
 */
const nativeFetch = globalThis.fetch;

const NO_BODY = new Set([204, 205, 304]);

globalThis.fetch = async function bufferedFetch(input: string | URL | Request, init?: RequestInit) {
  const res = await nativeFetch(input, init);
  const body = res.body && !NO_BODY.has(res.status) ? await res.arrayBuffer() : null;
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
};

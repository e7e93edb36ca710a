// Child process of the bench: a bare Fastify (no plugins, no logger) with one GET route that sends
// the Buffer received over IPC as application/json. Reports `{ port }` over IPC.
import Fastify from 'fastify';
import { awaitInit } from './child.ts';

const init = (await awaitInit()) as { body: string; path: string };
const body = Buffer.from(init.body, 'base64');
const app = Fastify({ logger: false });
app.get(init.path, (_req, reply) => {
  reply.type('application/json').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });

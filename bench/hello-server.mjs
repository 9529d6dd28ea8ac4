// The machine's ceiling: a bare Fastify hello-world, measured in the same run as the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `Hello server running at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`,
);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

// The reference for the public fast path: node:http answering every request with the bytes and
// headers it was given (a file of JSON `{ headers, body }` with the body base64), nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { headers, body } = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': bytes.length });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`Bare server running at http://127.0.0.1:${address.port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));

// The machine's ceiling for a Node HTTP answer: a bare node:http server that sends one
// fixed 1 KB JSON body. Nothing the real server does can be faster than this.
import { createServer } from 'node:http';

const item = { id: 0, title: 'Houston founders breakfast', author: 'Maya Patel', replies: 12 };
const items: (typeof item)[] = [];
let body = '';
while (Buffer.byteLength(body) < 1024) {
  items.push({ ...item, id: items.length + 1 });
  body = JSON.stringify({ items });
}
// Trim to exactly 1,024 bytes by padding the last title instead of cutting JSON.
items.pop();
const base = JSON.stringify({ items, pad: '' });
const exact = JSON.stringify({ items, pad: 'x'.repeat(1024 - Buffer.byteLength(base)) });
const payload = Buffer.from(exact);

const port = Number(process.env.PORT);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
  res.end(payload);
}).listen(port, '127.0.0.1', () => console.log(`ceiling listening on ${port}`));

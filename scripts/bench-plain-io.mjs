#!/usr/bin/env node
// The realtime bench's reference: a plain socket.io server, with socket.io's defaults, that broadcasts at 1 Hz on the
// /notifications namespace what the mock broadcasts at each price tick, in its order, sizes and shapes: a
// `price-update` and a `gold-price-update`, both stamped with the send time (spec 2 has the provider send both).
// Usage: node scripts/bench-plain-io.mjs <port>. Answers GET / with 200 once it listens.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../mock-server/package.json', import.meta.url));
const { Server } = require('socket.io');

const port = Number(process.argv[2]);
const server = createServer((_req, res) => res.end('ok'));
const io = new Server(server, { path: '/socket.io', serveClient: false });
const nsp = io.of('/notifications');
let buyPrice = 7_850_000;
setInterval(() => {
  buyPrice += buyPrice > 7_900_000 ? -1000 : 1000;
  const sellPrice = buyPrice - 71_000;
  const lastUpdate = new Date().toISOString();
  nsp.emit('price-update', { local: buyPrice, sell: sellPrice, timestamp: lastUpdate });
  nsp.emit('gold-price-update', { buyPrice, sellPrice, lastUpdate });
}, 1000);
server.listen(port, '127.0.0.1');

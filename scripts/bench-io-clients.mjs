#!/usr/bin/env node
// The realtime bench's clients, forked by scripts/bench.mjs so that the process that measures is not the one that
// serves nor the one that sums up. Each client is a bare WebSocket speaking the engine.io 4 / socket.io 5 protocol
// (open, connect to /notifications, answer pings), far lighter per message than socket.io-client, so the delay
// measured is the server's and not a busy client's. The same harness runs against the mock and plain socket.io.
//
// A price tick is two events, `price-update` and `gold-price-update`, stamped with the same send time. A tick's delay
// is its first event's arrival less that time: the moment the panel can show the new price. Its last event's is kept
// too.
//
// Protocol with the parent (IPC): { type: 'connect', url, count } -> { type: 'connected', connected, failed };
// { type: 'record' } starts counting deliveries; { type: 'report' } -> { type: 'report', delays, lastDelays,
// perSocket, open }, then the sockets close and the process exits.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../mock-server/package.json', import.meta.url));
const { WebSocket } = require('ws');

const NAMESPACE = '/notifications';
const PRICE_EVENTS = [
  { prefix: `42${NAMESPACE},["price-update",`, stamp: '"timestamp":"' },
  { prefix: `42${NAMESPACE},["gold-price-update",`, stamp: '"lastUpdate":"' },
];
const sockets = [];
let recording = false;
const delays = [];
const lastDelays = [];

/** One client: resolves once socket.io has accepted it on the namespace, or false on a failure or after 20 s. */
function connect(url, index) {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    // The stamps of the ticks whose first event has arrived and whose second has not.
    const client = { ws, deliveries: 0, open: false, halfSeen: new Set() };
    const timer = setTimeout(() => done(false), 20_000);
    const done = (ok) => {
      clearTimeout(timer);
      resolve(ok);
    };
    ws.on('message', (data) => {
      const now = Date.now();
      const text = data.toString();
      const price = PRICE_EVENTS.find((event) => text.startsWith(event.prefix));
      if (price) {
        const at = text.indexOf(price.stamp);
        const stamp = text.slice(at + price.stamp.length, at + price.stamp.length + 24);
        const first = !client.halfSeen.delete(stamp);
        if (first) client.halfSeen.add(stamp);
        if (!recording) return;
        if (first) {
          delays.push(now - Date.parse(stamp));
          client.deliveries++;
        } else lastDelays.push(now - Date.parse(stamp));
      } else if (text === '2') ws.send('3');
      else if (text.startsWith('0{')) ws.send(`40${NAMESPACE},`);
      else if (text.startsWith(`40${NAMESPACE},`)) {
        client.open = true;
        done(true);
      } else if (text.startsWith(`44${NAMESPACE},`)) done(false);
    });
    ws.on('error', () => done(false));
    ws.on('close', () => {
      client.open = false;
      done(false);
    });
    sockets[index] = client;
  });
}

process.on('message', async (message) => {
  if (message.type === 'connect') {
    let connected = 0;
    // In waves, so the server's accept queue is never the limit.
    for (let i = 0; i < message.count; i += 100) {
      const wave = Array.from({ length: Math.min(100, message.count - i) }, (_, j) => connect(message.url, i + j));
      connected += (await Promise.all(wave)).filter(Boolean).length;
    }
    process.send({ type: 'connected', connected, failed: message.count - connected });
  } else if (message.type === 'record') {
    recording = true;
  } else if (message.type === 'report') {
    recording = false;
    process.send(
      {
        type: 'report',
        delays,
        lastDelays,
        perSocket: sockets.map((s) => s.deliveries),
        open: sockets.filter((s) => s.open).length,
      },
      () => {
        for (const s of sockets) s.ws.terminate();
        process.exit(0);
      },
    );
  }
});

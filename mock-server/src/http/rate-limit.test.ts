import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { silentLogger } from '../logger';
import { errorHandler } from './errors';
import { createRateLimiter } from './rate-limit';

const MINUTE = 60_000;

/** Two limiters of different lengths sharing one table of at most two windows; the caller is the x-ip header. */
function build() {
  const clock = manualClock();
  const limits = createRateLimiter(clock, 2);
  const app = express();
  app.set('trust proxy', true);
  app.use(express.json());
  app.post('/hourly', limits.middleware('hourly', 1, 60 * MINUTE, 'address'), (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/minutely', limits.middleware('minutely', 5, MINUTE, 'address'), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(silentLogger));
  const call = (path: string, ip: string) => request(app).post(path).set('X-Forwarded-For', ip).send({});
  return { clock, call };
}

describe('createRateLimiter', () => {
  it('counts within a window and answers 429 with Retry-After beyond it', async () => {
    const { clock, call } = build();
    expect((await call('/hourly', '10.0.0.1')).status).toBe(200);
    const limited = await call('/hourly', '10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('3600');
    clock.advance(60 * MINUTE);
    expect((await call('/hourly', '10.0.0.1')).status).toBe(200);
  });

  it('makes room from windows that have ended, each by its own length, and never forgets a live count', async () => {
    const { clock, call } = build();
    expect((await call('/hourly', '10.0.0.1')).status).toBe(200);
    expect((await call('/minutely', '10.0.0.2')).status).toBe(200);
    clock.advance(2 * MINUTE);
    // The table is full: the ended minute window goes, the live hourly one stays.
    expect((await call('/minutely', '10.0.0.3')).status).toBe(200);
    expect((await call('/hourly', '10.0.0.1')).status).toBe(429);
  });

  it('refuses a new caller while every window in a full table is still live', async () => {
    const { call } = build();
    expect((await call('/hourly', '10.0.0.1')).status).toBe(200);
    expect((await call('/hourly', '10.0.0.2')).status).toBe(200);
    expect((await call('/hourly', '10.0.0.3')).status).toBe(429);
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import { DomainError } from '../errors';
import { cookieValue } from '../http/cookies';

/** The console's session: the token itself, in a cookie only /__mock receives and no script can read. */
const COOKIE = 'mock_control';

// Compared as digests, so neither the time taken nor a length check says how much of a guess was right.
const digest = (text: string) => createHash('sha256').update(text).digest();
const matches = (given: string | undefined, token: string) =>
  given !== undefined && timingSafeEqual(digest(given), digest(token));

function signInPage(wrong: boolean): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ورود به کنسول نمایشی</title>
<style>
  body { font-family: Vazirmatn, Tahoma, sans-serif; margin: 0; background: #f6f7f9; color: #1d2330; line-height: 1.7; }
  main { max-width: 24rem; margin: 4rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d8dce3; border-radius: 0.5rem; }
  h1 { font-size: 1.2rem; margin-top: 0; }
  label, input, button { display: block; width: 100%; box-sizing: border-box; font: inherit; }
  input { margin: 0.25rem 0 1rem; padding: 0.5rem; border: 1px solid #8a93a6; border-radius: 0.3rem; }
  button { padding: 0.5rem; border: 0; border-radius: 0.3rem; background: #8a6d1f; color: #fff; cursor: pointer; }
  [role="alert"] { color: #b3261e; }
</style>
</head>
<body>
<main>
<h1>ورود به کنسول نمایشی</h1>
${wrong ? '<p role="alert">رمز دسترسی درست نیست.</p>\n' : ''}<form method="post" action="/__mock/sign-in">
<label for="token">رمز دسترسی کنسول (MOCK_CONTROL_TOKEN)</label>
<input id="token" name="token" type="password" autocomplete="current-password" dir="ltr" required>
<button type="submit">ورود</button>
</form>
</main>
</body>
</html>`;
}

/**
 * With a token, the control API answers only to `Authorization: Bearer <token>` (the tests, scripts) or to the
 * console's signed-in cookie; the console itself shows a sign-in page. Without one, it stays open, as on a laptop.
 */
export function controlAuth(token: string | undefined): Router {
  const r = Router();
  if (!token) return r;
  r.post('/sign-in', express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const given: unknown = req.body?.token;
    if (typeof given !== 'string' || !matches(given, token)) {
      res.status(401).type('html').send(signInPage(true));
      return;
    }
    res.cookie(COOKIE, given, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/__mock' });
    res.redirect(303, '/__mock/console');
  });
  r.use((req, res, next) => {
    const bearer = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (matches(bearer ?? cookieValue(req.get('cookie'), COOKIE), token)) return next();
    if (req.method === 'GET' && req.path === '/console') {
      res.status(401).set('Cache-Control', 'no-store').type('html').send(signInPage(false));
      return;
    }
    next(new DomainError('CONTROL_TOKEN_REQUIRED'));
  });
  return r;
}

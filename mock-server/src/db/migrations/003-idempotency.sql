-- Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header; Stripe's behaviour): the first successful answer
-- to a key is kept with a fingerprint of its request, in the same transaction as the request's writes, for 24 hours.

CREATE TABLE idempotency_keys (
  -- Whose key: 'user:<id>', or 'control' for the control API.
  scope TEXT NOT NULL,
  -- Method and path: the same key on another resource is another request.
  route TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, route, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

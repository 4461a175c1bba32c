-- Web Push (RFC 8030, 8291, 8292): the mock's VAPID key pair and each device's subscription.

-- The key pair the mock signs its pushes with, made at the first start and kept: a browser's subscription is bound
-- to the public key it was made with, so a new pair would silence every device. Unused when MOCK_VAPID_* give one.
CREATE TABLE push_vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

-- One row a device. The endpoint is the push service's address for that device, so it is unique: a device that
-- changes hands moves to its new customer. `id` grows with each registration, a repeat included, so a customer's
-- smallest is the device registered longest ago, the one dropped past the cap.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  -- RFC 8291's keys, base64url as the browser gave them: the device's P-256 public key and the auth secret.
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  -- When the push service ends the subscription (ms since the epoch), if the browser said.
  expiration_time INTEGER,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id, id);

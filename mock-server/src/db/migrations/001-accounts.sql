-- Customers and what spec 1 keeps about them: codes, bank accounts, change requests, notifications, and the
-- demo's single row of market and price settings. Booleans are 0 or 1; times are ISO 8601 strings in UTC.

CREATE TABLE market (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seed INTEGER NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('open', 'closed', 'hours')),
  buy_price INTEGER NOT NULL CHECK (buy_price > 0),
  sell_price INTEGER NOT NULL CHECK (sell_price > 0 AND sell_price < buy_price),
  price_updated_at TEXT NOT NULL,
  price_held INTEGER NOT NULL CHECK (price_held IN (0, 1))
) STRICT;

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  mobile TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  national_id TEXT,
  national_id_verified INTEGER NOT NULL DEFAULT 0 CHECK (national_id_verified IN (0, 1)),
  birthdate TEXT,
  birthdate_verified INTEGER NOT NULL DEFAULT 0 CHECK (birthdate_verified IN (0, 1)),
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  is_verified INTEGER NOT NULL CHECK (is_verified IN (0, 1)),
  restricted INTEGER NOT NULL CHECK (restricted IN (0, 1)),
  email TEXT,
  deposit_reference_id TEXT NOT NULL,
  -- At most ten device tokens, newest last, as a JSON array.
  fcm_tokens TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(fcm_tokens)),
  -- Raised when a session must end everywhere (password change or reset, phone change): older tokens stop working.
  session_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE otps (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset-password', 'phone-change')),
  -- For a phone change: whose number is changing.
  user_id TEXT REFERENCES users (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX otps_by_mobile ON otps (mobile, purpose, id);
CREATE INDEX otps_by_age ON otps (created_at);

CREATE TABLE bank_accounts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  bank_name TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  account_number TEXT NOT NULL,
  iban TEXT NOT NULL,
  card_number TEXT,
  owner_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
  verified_by TEXT,
  verified_at TEXT,
  created_at TEXT NOT NULL,
  -- Set by an edit, which sends the account back to pending: approval waits from here.
  updated_at TEXT,
  -- The IBAN carries the bank: its code follows the two check digits.
  CHECK (substr(iban, 5, 3) = bank_code),
  UNIQUE (user_id, iban)
) STRICT;

CREATE TABLE change_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('name', 'national-id', 'birthdate')),
  value TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  created_at TEXT NOT NULL,
  decided_at TEXT,
  note TEXT
) STRICT;
CREATE INDEX change_requests_by_user ON change_requests (user_id, kind);
-- Only one request of each kind may wait at a time.
CREATE UNIQUE INDEX one_pending_change ON change_requests (user_id, kind) WHERE status = 'pending';

CREATE TABLE notifications (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('transaction', 'kyc', 'ticket', 'trade_execution', 'system', 'other')),
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  data TEXT CHECK (data IS NULL OR json_valid(data)),
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'medium', 'high')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX notifications_by_user ON notifications (user_id, created_at, seq);

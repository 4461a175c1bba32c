-- Deposits, withdrawals and receipts (spec 2 sections 3, 4 and 7). Amounts are whole Toman: only the Toman wallet
-- is chargeable and withdrawable.

-- A receipt the customer uploaded, kept in the database under a random server-made name.
CREATE TABLE receipts (
  name TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  mime TEXT NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'application/pdf')),
  size INTEGER NOT NULL CHECK (size > 0),
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX receipts_by_user ON receipts (user_id);

CREATE TABLE deposit_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  wallet_id TEXT NOT NULL REFERENCES ledger_accounts (id),
  method TEXT NOT NULL CHECK (method IN ('receipt', 'gateway')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  description TEXT NOT NULL,
  deposit_reference_id TEXT NOT NULL,
  receipt_name TEXT REFERENCES receipts (name),
  gateway TEXT,
  -- The credit, once approved (or at once for the gateway): one per request.
  transfer_id TEXT UNIQUE REFERENCES transfers (id),
  admin_note TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT,
  CHECK ((method = 'receipt') = (receipt_name IS NOT NULL)),
  CHECK ((status = 'approved') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL))
) STRICT;
CREATE INDEX deposit_requests_by_user ON deposit_requests (user_id, seq);
CREATE INDEX deposit_requests_pending ON deposit_requests (created_at) WHERE status = 'pending';

CREATE TABLE withdraw_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  wallet_id TEXT NOT NULL REFERENCES ledger_accounts (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'completed', 'rejected')),
  -- The account it was sent to; its details are copied, since the customer may delete the account later.
  bank_account_id TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  -- The amount held from the wallet until an administrator decides.
  hold_id TEXT NOT NULL UNIQUE REFERENCES transfers (id),
  admin_note TEXT,
  created_at TEXT NOT NULL,
  decided_at TEXT,
  CHECK ((status = 'pending') = (decided_at IS NULL))
) STRICT;
CREATE INDEX withdraw_requests_by_user ON withdraw_requests (user_id, seq);
CREATE INDEX withdraw_requests_pending ON withdraw_requests (created_at) WHERE status = 'pending';

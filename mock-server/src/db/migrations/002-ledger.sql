-- A double-entry ledger after TigerBeetle's: accounts keep posted and pending debits and credits, transfers are
-- immutable, a hold is a pending transfer later posted (in full or in part) or voided. The database itself keeps
-- the balances and refuses a customer account that would go below zero.
--
-- Amounts are integers in the currency's minor unit: Toman, and milligrams of 18-karat gold.

CREATE TABLE ledger_accounts (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('customer', 'inventory', 'bank_clearing', 'gateway', 'opening')),
  user_id TEXT REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('TOMAN', 'GOLD_18K')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  debits_posted INTEGER NOT NULL DEFAULT 0,
  credits_posted INTEGER NOT NULL DEFAULT 0,
  debits_pending INTEGER NOT NULL DEFAULT 0,
  credits_pending INTEGER NOT NULL DEFAULT 0,
  -- How many movements (posted transfers and holds, not their settlements) touch the account: a page of a long
  -- history answers its total without counting it.
  movements INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  CHECK ((kind = 'customer') = (user_id IS NOT NULL)),
  CHECK (debits_posted >= 0 AND credits_posted >= 0 AND debits_pending >= 0 AND credits_pending >= 0),
  -- Totals stay exact in JavaScript (2^53 - 1).
  CONSTRAINT totals_exact_in_javascript CHECK (max(debits_posted, credits_posted, debits_pending, credits_pending) <= 9007199254740991),
  -- A customer never owes: what left and what is held never exceed what came in.
  CONSTRAINT customer_never_overdrawn CHECK (kind <> 'customer' OR debits_posted + debits_pending <= credits_posted)
) STRICT;
-- One wallet per customer per currency, one house account per kind per currency.
CREATE UNIQUE INDEX one_wallet_per_currency ON ledger_accounts (user_id, currency) WHERE kind = 'customer';
CREATE UNIQUE INDEX one_house_account ON ledger_accounts (kind, currency) WHERE kind <> 'customer';

INSERT INTO ledger_accounts (id, kind, currency, created_at) VALUES
  ('house:inventory:TOMAN', 'inventory', 'TOMAN', '2020-01-01T00:00:00.000Z'),
  ('house:inventory:GOLD_18K', 'inventory', 'GOLD_18K', '2020-01-01T00:00:00.000Z'),
  ('house:bank_clearing:TOMAN', 'bank_clearing', 'TOMAN', '2020-01-01T00:00:00.000Z'),
  ('house:gateway:TOMAN', 'gateway', 'TOMAN', '2020-01-01T00:00:00.000Z'),
  ('house:opening:TOMAN', 'opening', 'TOMAN', '2020-01-01T00:00:00.000Z'),
  ('house:opening:GOLD_18K', 'opening', 'GOLD_18K', '2020-01-01T00:00:00.000Z');

CREATE TABLE transfers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  debit_account_id TEXT NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id TEXT NOT NULL REFERENCES ledger_accounts (id),
  currency TEXT NOT NULL CHECK (currency IN ('TOMAN', 'GOLD_18K')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- posted: moves now. pending: a hold. post_pending / void_pending: settles the hold named by pending_id.
  phase TEXT NOT NULL CHECK (phase IN ('posted', 'pending', 'post_pending', 'void_pending')),
  pending_id TEXT REFERENCES transfers (id),
  -- What it is for, as the customer's transactions show it: deposit, withdraw, buy, sell.
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  -- The business record behind it (a deposit, a withdrawal, a trade), when there is one.
  reference TEXT,
  created_at TEXT NOT NULL,
  CHECK (debit_account_id <> credit_account_id),
  CHECK ((phase IN ('post_pending', 'void_pending')) = (pending_id IS NOT NULL))
) STRICT;
-- A hold is settled at most once.
CREATE UNIQUE INDEX one_settlement_per_hold ON transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX transfers_by_debit ON transfers (debit_account_id, seq);
CREATE INDEX transfers_by_credit ON transfers (credit_account_id, seq);
CREATE INDEX transfers_by_reference ON transfers (reference) WHERE reference IS NOT NULL;

CREATE TRIGGER transfer_is_consistent BEFORE INSERT ON transfers
BEGIN
  SELECT RAISE(ABORT, 'ledger: both accounts must hold the transfer''s currency')
  WHERE (SELECT currency FROM ledger_accounts WHERE id = NEW.debit_account_id) IS NOT NEW.currency
     OR (SELECT currency FROM ledger_accounts WHERE id = NEW.credit_account_id) IS NOT NEW.currency;
  SELECT RAISE(ABORT, 'ledger: a settlement must match its pending transfer')
  WHERE NEW.pending_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM transfers AS p
    WHERE p.id = NEW.pending_id AND p.phase = 'pending'
      AND p.debit_account_id = NEW.debit_account_id AND p.credit_account_id = NEW.credit_account_id
      AND ((NEW.phase = 'post_pending' AND NEW.amount <= p.amount) OR (NEW.phase = 'void_pending' AND NEW.amount = p.amount))
  );
END;

CREATE TRIGGER transfer_posts AFTER INSERT ON transfers WHEN NEW.phase = 'posted'
BEGIN
  UPDATE ledger_accounts SET debits_posted = debits_posted + NEW.amount, movements = movements + 1 WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts SET credits_posted = credits_posted + NEW.amount, movements = movements + 1 WHERE id = NEW.credit_account_id;
END;

CREATE TRIGGER transfer_holds AFTER INSERT ON transfers WHEN NEW.phase = 'pending'
BEGIN
  UPDATE ledger_accounts SET debits_pending = debits_pending + NEW.amount, movements = movements + 1 WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts SET credits_pending = credits_pending + NEW.amount, movements = movements + 1 WHERE id = NEW.credit_account_id;
END;

-- Posting releases the whole hold and posts the settled amount (at most the hold); the rest goes back.
CREATE TRIGGER transfer_posts_hold AFTER INSERT ON transfers WHEN NEW.phase = 'post_pending'
BEGIN
  UPDATE ledger_accounts
  SET debits_pending = debits_pending - (SELECT amount FROM transfers WHERE id = NEW.pending_id),
      debits_posted = debits_posted + NEW.amount
  WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts
  SET credits_pending = credits_pending - (SELECT amount FROM transfers WHERE id = NEW.pending_id),
      credits_posted = credits_posted + NEW.amount
  WHERE id = NEW.credit_account_id;
END;

CREATE TRIGGER transfer_voids_hold AFTER INSERT ON transfers WHEN NEW.phase = 'void_pending'
BEGIN
  UPDATE ledger_accounts SET debits_pending = debits_pending - NEW.amount WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts SET credits_pending = credits_pending - NEW.amount WHERE id = NEW.credit_account_id;
END;

CREATE TRIGGER transfers_are_immutable BEFORE UPDATE ON transfers
BEGIN
  SELECT RAISE(ABORT, 'ledger: transfers are immutable');
END;

CREATE TRIGGER transfers_are_kept BEFORE DELETE ON transfers
BEGIN
  SELECT RAISE(ABORT, 'ledger: transfers are never deleted');
END;

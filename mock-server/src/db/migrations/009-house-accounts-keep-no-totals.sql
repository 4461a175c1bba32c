-- The house's accounts (inventory, bank clearing, gateway, opening) take the other side of every customer's movement,
-- so their running totals only grow, with every customer's deposits and trades together. Kept under the bound that
-- keeps a total exact in JavaScript, they would one day refuse every customer's deposit. They keep no amounts from
-- now on: their position is the sum of their transfers, which the ledger check counts exactly. Customers' wallets
-- keep theirs, under the same bound and the same never-overdrawn check. Movements are still counted for every account.
DROP TRIGGER transfer_posts;
DROP TRIGGER transfer_holds;
DROP TRIGGER transfer_posts_hold;
DROP TRIGGER transfer_voids_hold;

CREATE TRIGGER transfer_posts AFTER INSERT ON transfers WHEN NEW.phase = 'posted'
BEGIN
  UPDATE ledger_accounts
  SET debits_posted = debits_posted + iif(kind = 'customer', NEW.amount, 0), movements = movements + 1
  WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts
  SET credits_posted = credits_posted + iif(kind = 'customer', NEW.amount, 0), movements = movements + 1
  WHERE id = NEW.credit_account_id;
END;

CREATE TRIGGER transfer_holds AFTER INSERT ON transfers WHEN NEW.phase = 'pending'
BEGIN
  UPDATE ledger_accounts
  SET debits_pending = debits_pending + iif(kind = 'customer', NEW.amount, 0), movements = movements + 1
  WHERE id = NEW.debit_account_id;
  UPDATE ledger_accounts
  SET credits_pending = credits_pending + iif(kind = 'customer', NEW.amount, 0), movements = movements + 1
  WHERE id = NEW.credit_account_id;
END;

-- Posting releases the whole hold and posts the settled amount (at most the hold); the rest goes back.
CREATE TRIGGER transfer_posts_hold AFTER INSERT ON transfers WHEN NEW.phase = 'post_pending'
BEGIN
  UPDATE ledger_accounts
  SET debits_pending = debits_pending - (SELECT amount FROM transfers WHERE id = NEW.pending_id),
      debits_posted = debits_posted + NEW.amount
  WHERE id = NEW.debit_account_id AND kind = 'customer';
  UPDATE ledger_accounts
  SET credits_pending = credits_pending - (SELECT amount FROM transfers WHERE id = NEW.pending_id),
      credits_posted = credits_posted + NEW.amount
  WHERE id = NEW.credit_account_id AND kind = 'customer';
END;

CREATE TRIGGER transfer_voids_hold AFTER INSERT ON transfers WHEN NEW.phase = 'void_pending'
BEGIN
  UPDATE ledger_accounts SET debits_pending = debits_pending - NEW.amount WHERE id = NEW.debit_account_id AND kind = 'customer';
  UPDATE ledger_accounts SET credits_pending = credits_pending - NEW.amount WHERE id = NEW.credit_account_id AND kind = 'customer';
END;

UPDATE ledger_accounts SET debits_posted = 0, credits_posted = 0, debits_pending = 0, credits_pending = 0
WHERE kind <> 'customer';

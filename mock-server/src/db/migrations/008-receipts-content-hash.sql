-- A receipt is known by its content: the same bytes, uploaded again under any name, prove the same bank transfer.
-- Rows stored before this have no hash; only receipts uploaded from now on are compared by content.
ALTER TABLE receipts ADD COLUMN sha256 TEXT;
CREATE INDEX receipts_by_hash ON receipts (sha256);
-- For the sweep of receipts that never backed a deposit.
CREATE INDEX receipts_by_age ON receipts (created_at);
CREATE INDEX deposit_requests_by_receipt ON deposit_requests (receipt_name) WHERE receipt_name IS NOT NULL;

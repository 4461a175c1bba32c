-- Trading (spec 2 sections 2 and 4): a customer's trade request holds its amount in the ledger, dealers answer with
-- offers valid until the request's window closes, and executing one posts the trade. Amounts are in minor units
-- (milligrams of gold, Toman), as in the ledger.

CREATE TABLE trade_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('buy', 'sell')),
  symbol TEXT NOT NULL,
  amount_mg INTEGER NOT NULL CHECK (amount_mg > 0),
  -- The price per gram the form showed: the customer's limit.
  limit_price INTEGER NOT NULL CHECK (limit_price > 0),
  -- pending until it is executed (completed), cancelled, or left past its window (expired).
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled', 'expired')),
  -- The hold on the customer's wallet: Toman for a buy, gold for a sell.
  hold_id TEXT NOT NULL REFERENCES transfers (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- When it stopped being pending, and for an executed one, the offer, its price and the Toman that moved.
  closed_at TEXT,
  offer_id TEXT,
  executed_price INTEGER,
  total_toman INTEGER,
  CHECK ((status = 'pending') = (closed_at IS NULL)),
  CHECK ((status = 'completed') = (offer_id IS NOT NULL AND executed_price IS NOT NULL AND total_toman IS NOT NULL))
) STRICT;
CREATE INDEX trade_requests_by_user ON trade_requests (user_id, seq);
-- The sweep that expires open requests reads only those.
CREATE INDEX trade_requests_open ON trade_requests (expires_at) WHERE status = 'pending';

CREATE TABLE trade_offers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  request_id TEXT NOT NULL REFERENCES trade_requests (id),
  dealer_name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0)
) STRICT;
CREATE INDEX trade_offers_by_request ON trade_offers (request_id, seq);

-- Price alerts (the mock's extension): "tell me when the buy or sell price reaches …". An alert waits until a price
-- tick reaches it, then fires once, in that tick's transaction: it is marked fired with the price that reached it.

CREATE TABLE price_alerts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  -- 'above': at or above the target; 'below': at or below it.
  direction TEXT NOT NULL CHECK (direction IN ('above', 'below')),
  target_price INTEGER NOT NULL CHECK (target_price > 0),
  created_at TEXT NOT NULL,
  fired_at TEXT,
  fired_price INTEGER CHECK (fired_price > 0),
  CHECK ((fired_at IS NULL) = (fired_price IS NULL))
) STRICT;
CREATE INDEX price_alerts_by_user ON price_alerts (user_id, seq);
-- A tick reads only the waiting alerts its price reaches: one range of targets per side and direction.
CREATE INDEX price_alerts_waiting ON price_alerts (side, direction, target_price) WHERE fired_at IS NULL;

-- The price's history (issue 11): every tick rolls up into 1-minute, hourly and daily candles of the buy price, with
-- the sell price at each candle's close. A bucket is named by its start (UTC ISO); a day runs from Tehran's midnight.
-- Minutes are kept for two days and hours for forty; days for good.

CREATE TABLE price_candles (
  resolution TEXT NOT NULL CHECK (resolution IN ('1m', '1h', '1d')),
  bucket TEXT NOT NULL,
  buy_open INTEGER NOT NULL CHECK (buy_open > 0),
  buy_high INTEGER NOT NULL,
  buy_low INTEGER NOT NULL,
  buy_close INTEGER NOT NULL CHECK (buy_close > 0),
  sell_close INTEGER NOT NULL CHECK (sell_close > 0),
  PRIMARY KEY (resolution, bucket),
  CHECK (buy_low > 0 AND buy_low <= min(buy_open, buy_close) AND buy_high >= max(buy_open, buy_close))
) STRICT, WITHOUT ROWID;

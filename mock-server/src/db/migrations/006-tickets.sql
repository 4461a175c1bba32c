-- Support tickets (spec 2 sections 2 to 9): a numbered ticket with a status, and its conversation.

CREATE TABLE tickets (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  -- TK-<Jalali year>-<five digits of seq>: readable, and unique because seq is.
  ticket_number TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  category TEXT NOT NULL CHECK (category IN ('general', 'technical', 'billing', 'trading', 'wallet', 'kyc')),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  status TEXT NOT NULL CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  -- When the simulated agent owes an answer (a new ticket, or a customer's message it has not answered yet).
  agent_reply_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (status <> 'closed' OR agent_reply_at IS NULL)
) STRICT;
CREATE INDEX tickets_by_user ON tickets (user_id, updated_at);
-- The agent's sweep reads only the tickets waiting for it.
CREATE INDEX tickets_awaiting_agent ON tickets (agent_reply_at) WHERE agent_reply_at IS NOT NULL;

CREATE TABLE ticket_messages (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  ticket_id TEXT NOT NULL REFERENCES tickets (id),
  type TEXT NOT NULL CHECK (type IN ('user', 'admin', 'system')),
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX ticket_messages_by_ticket ON ticket_messages (ticket_id, seq);

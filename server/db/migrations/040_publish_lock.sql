-- One publish at a time across every API node and command on this database: the holder's token and
-- its last heartbeat (epoch milliseconds). A holder that stopped beating is gone and may be replaced.
CREATE TABLE publish_lock (
  id integer PRIMARY KEY CHECK (id = 1),
  token text NOT NULL,
  beat bigint NOT NULL
);

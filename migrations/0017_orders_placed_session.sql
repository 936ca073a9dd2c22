-- The session that placed an order is kept on the order (its id)
-- instead of in the session's KV record, so an order placed by a request without a session (a
-- JSON client's first call) writes no session record: the cookie names the id, the order keeps it.
ALTER TABLE `orders` ADD `placed_session_id` text;

-- The fingerprint of the POST /api/order body that created an order (SHA-256 of its canonical
-- JSON): a replayed Idempotency-Key with another body answers 422 and nothing of the first
-- order (app/http/create-order.server.ts). NULL for checkout-page orders.
ALTER TABLE `orders` ADD `request_hash` text;

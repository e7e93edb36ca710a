ALTER TABLE "transactions" ADD COLUMN "signed_tx" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "signer" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "nonce" bigint;--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("id") WHERE tx_status = 'pending';
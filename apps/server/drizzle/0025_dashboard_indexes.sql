CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at","sender_id");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "likes_created_idx" ON "likes" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_day_active_idx" ON "users" USING btree ("last_day_active");
CREATE INDEX "orders_rule_to_ship_idx" ON "orders" USING btree ("ship_deadline","id") WHERE status = 'to_ship';--> statement-breakpoint
CREATE INDEX "orders_rule_lottery_idx" ON "orders" USING btree ("ship_deadline","id") WHERE order_type = 'lottery' and points_deducted = false;--> statement-breakpoint
CREATE INDEX "orders_rule_pickup_idx" ON "orders" USING btree ("shipped_at","id") WHERE status in ('shipped', 'partially_shipped') and picked_up_at is null;--> statement-breakpoint
CREATE INDEX "orders_rule_self_delivery_idx" ON "orders" USING btree ("shipped_at") WHERE delivery_mode = 'self_delivery' and signed_at is null and receipt_requested_at is null;--> statement-breakpoint
CREATE INDEX "orders_rule_abnormal_idx" ON "orders" USING btree ("abnormal_at") WHERE abnormal_at is not null;
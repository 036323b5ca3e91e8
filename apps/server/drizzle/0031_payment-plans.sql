CREATE TABLE "order_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_plan_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"declines" integer DEFAULT 0 NOT NULL,
	"payment_id" bigint,
	"failure_code" text,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_instalments_amount_positive" CHECK ("order_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payment_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"processor" text NOT NULL,
	"payment_account_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"instalments" integer NOT NULL,
	"cadence" jsonb NOT NULL,
	"deposit" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"event_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_order_plan_id_order_payment_plans_id_fk" FOREIGN KEY ("order_plan_id") REFERENCES "public"."order_payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_instalments" ADD CONSTRAINT "order_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_plans" ADD CONSTRAINT "order_payment_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_plans" ADD CONSTRAINT "order_payment_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_plans" ADD CONSTRAINT "order_payment_plans_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_instalments_plan_number_key" ON "order_instalments" USING btree ("order_plan_id","number");--> statement-breakpoint
CREATE INDEX "order_instalments_order_idx" ON "order_instalments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_plans_order_key" ON "order_payment_plans" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payment_plans_account_idx" ON "order_payment_plans" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_account_name_key" ON "payment_plans" USING btree ("account_id","name");
ALTER TABLE "users" ADD COLUMN "base_tier" "subscription_tier" DEFAULT 'freemium' NOT NULL;--> statement-breakpoint
-- Until now every plan was set by the operator: that is each user's plan without payments.
UPDATE "users" SET "base_tier" = "subscription_tier";

CREATE TABLE "launch_page_visits" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "launch_page_visits_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
CREATE TABLE "launch_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"settings" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_pages_projectId_unique" UNIQUE("project_id"),
	CONSTRAINT "launch_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "waitlist_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"answer" text,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_signups_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "launch_page_visits" ADD CONSTRAINT "launch_page_visits_page_id_launch_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."launch_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_pages" ADD CONSTRAINT "launch_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD CONSTRAINT "waitlist_signups_page_id_launch_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."launch_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signups_page_id_email_index" ON "waitlist_signups" USING btree ("page_id","email");--> statement-breakpoint
CREATE INDEX "waitlist_signups_page_id_created_at_index" ON "waitlist_signups" USING btree ("page_id","created_at");
CREATE TABLE "board_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"week" integer NOT NULL,
	"priority" text NOT NULL,
	"estimated_hours" real DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"position" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_tasks" ADD CONSTRAINT "board_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_tasks_project_id_status_position_index" ON "board_tasks" USING btree ("project_id","status","position");
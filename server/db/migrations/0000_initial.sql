CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"empresa" text NOT NULL,
	"telefono" text NOT NULL,
	"email" varchar(255) NOT NULL,
	"mensaje" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"area" integer NOT NULL,
	"rooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"property_type" text NOT NULL,
	"extras" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_extras" text,
	"target_audience" text NOT NULL,
	"generated_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_key" ON "newsletter_subscribers" USING btree (lower("email"));
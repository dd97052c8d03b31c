/** Moved to lib/artifacts/schemas.ts (the domain model); importers are switched over at the end of issue 13. */
export * from "@/lib/artifacts/schemas";

/** The project statuses, in the order the steps set them; "draft" is a project with no step yet. */
export const PROJECT_STATUSES = [
  "draft",
  "concept_analysis",
  "brand_naming",
  "business_analysis",
  "prototype_assets",
  "action_plan",
  "completed",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

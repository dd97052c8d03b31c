/** The name a document or the logo maker uses before the founder has picked one. */
export const FALLBACK_BRAND_NAME = "Your Brand";

/** Each mockup's size in CSS pixels (the PNG is drawn at a scale of it): a module of its own, so the decks can lay a picture out without loading the renderer. */
export const MOCKUP_SIZES = {
  hero: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
  social: { width: 1200, height: 630 },
  moodboard: { width: 1600, height: 1000 },
} as const;
export type MockupKind = keyof typeof MOCKUP_SIZES;

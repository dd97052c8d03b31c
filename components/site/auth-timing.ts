/** Spec 9: the sign-in dialog opens 500 ms after 'Sign in required'; the action runs 100 ms after sign-in. */
export const SIGN_IN_DIALOG_DELAY_MS = 500;
export const ACTION_AFTER_SIGN_IN_DELAY_MS = 100;

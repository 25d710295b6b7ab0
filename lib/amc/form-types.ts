import type { ActionState } from '@/lib/requests/action-state';

/** The AMC sign-up's state after a post (lib/requests/action-state.ts; a success redirects to the private page). */
export type AmcFormState = ActionState;

/**
 * Workspace roles, read from a user's app_metadata.role (which users cannot change themselves):
 * `admin` does everything, including prices, capacity, closed days and granting roles; `staff` works
 * leads and bookings. Anyone else signed in has no access to the workspace.
 */
export const staffRoles = ['admin', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function roleOf(appMetadata: { role?: unknown } | undefined): StaffRole | null {
  const role = appMetadata?.role;
  return staffRoles.find((r) => r === role) ?? null;
}

// Sections of the site that are linked from the shell only once their pages exist, so the navigation
// never leads to a 404. Flip a flag in the same change that adds the section's pages.
export const features = {
  blog: true,
  calculators: true,
} as const;

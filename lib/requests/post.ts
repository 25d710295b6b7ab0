// Reading a request form's post. Anyone can call a server action with arguments of their choosing (a
// string instead of the form, a file in a text field), so the action checks what it was given.

export interface Post {
  values: Record<string, string>;
  files: File[];
}

/**
 * The text fields of a post and the files of `fileField`; null when it is not a form or carries a
 * file anywhere else. Next's own `$ACTION…` fields are skipped.
 */
export function readPost(formData: unknown, fileField?: string): Post | null {
  if (!(formData instanceof FormData)) return null;
  const post: Post = { values: {}, files: [] };
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION')) continue;
    if (typeof value === 'string') post.values[key] = value;
    else if (key === fileField) post.files.push(value);
    else return null;
  }
  return post;
}

/**
 * The multipart body of a clone request: the parts to copy as `clone[]`, the copy's `name`, if any,
 * and the kind's other fields (a creative's `provider`), when set.
 */
export function cloneForm(
  name: string,
  parts: readonly string[],
  fields: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  for (const part of parts) form.append('clone[]', part);
  if (name.trim()) form.set('name', name.trim());
  for (const [field, value] of Object.entries(fields)) if (value) form.set(field, value);
  return form;
}

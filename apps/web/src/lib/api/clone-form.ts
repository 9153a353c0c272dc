/** The multipart body of a clone request: the parts to copy as `clone[]` and the copy's `name`, if any. */
export function cloneForm(name: string, parts: readonly string[]): FormData {
  const form = new FormData();
  for (const part of parts) form.append('clone[]', part);
  if (name.trim()) form.set('name', name.trim());
  return form;
}

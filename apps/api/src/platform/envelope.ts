/** The success envelope every route answers with. */
export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  data,
  message,
  errors: null,
});

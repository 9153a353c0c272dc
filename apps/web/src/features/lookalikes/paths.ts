/** Screens of the lookalikes area (docs/REQUIREMENTS.md#lookalikes); the router mounts them under /admin. */
export const lookalikesPaths = {
  index: '/admin/lookalike/index',
  create: '/admin/lookalike/create',
  /** The create screen following one lookalike's build (after submitting, or from the list). */
  progress: (id: number | string) => `/admin/lookalike/create?id=${id}`,
  /** The lookalike's result segment in the segments list. */
  segment: (segmentId: number | string) => `/admin/segments/index?filters[id]=${segmentId}`,
} as const;

/**
 * One chosen value of a targeting key: the stored text (`value`, ids as decimal text, booleans
 * 'true'/'false', hour slots 0..167, free text as typed) and the name shown for it. The name is
 * null when only the value is known (e.g. a term loaded before its option list).
 */
export type PickedValue = { value: string; value_name: string | null };

/** The text a reader sees for a picked value. */
export const pickedLabel = (picked: PickedValue) => picked.value_name ?? picked.value;

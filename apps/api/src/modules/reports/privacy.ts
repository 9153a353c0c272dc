/**
 * The privacy floor of every unique-device figure a report shows or writes: a count under `k` is
 * never disclosed, only that it is under it (docs/REPORTS.md#privacy). Zero stays 0: it says no
 * device, which discloses nobody.
 */
export function privacyFloor(devices: number, k: number): number | string {
  return devices > 0 && devices < k ? `< ${k}` : devices;
}

// §8 vibration feedback (on the cancel prompt and on a stack shipment change). §9's toasts
// (at most 2 at once, 3 s each) are the storefront's: app/domain/toasts.ts.
export const VIBRATION_FAILURE: readonly number[] = [100, 50, 100, 75, 100];
export const VIBRATION_SUCCESS: readonly number[] = [100];
/** §9 "Shipment look-back: 3 days". */
export const SHIPMENT_LOOK_BACK_DAYS = 3;

/** A new shipment or order appeared in a live list: two short pulses. */
export const VIBRATION_NEW_ITEM: readonly number[] = [200, 100, 200];

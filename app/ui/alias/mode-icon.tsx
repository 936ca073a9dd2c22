import type { OrderModeType } from "~/domain/types";

// Small inline icons per order-mode type (decorative: the mode name is the label).
const PATHS: Record<OrderModeType, string> = {
  // a scooter
  DELIVERY:
    "M3.5 17a2.5 2.5 0 1 0 5 0 2.5 2.5 0 0 0-5 0Zm12 0a2.5 2.5 0 1 0 5 0 2.5 2.5 0 0 0-5 0ZM8.5 17h7M6 14.5V12h6l2 5M18 14.5 15.5 7H13M3 9h6v3",
  // a bag
  TAKE_AWAY: "M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2",
  // a tray / counter
  SELF_SERVICE: "M4 16h16M6 16a6 6 0 0 1 12 0M12 8V6m-3 14h6",
  // fork and knife
  TABLE: "M7 3v8m-2-8v4a2 2 0 0 0 4 0V3M7 11v10m10-18c-2 1-3 4-3 7h3v11",
};

export function ModeIcon({ type, className }: { type: OrderModeType; className?: string }) {
  return (
    <svg
      className={className ?? "mode-icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg className="chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

// Inline SVG icons of the cart page (no icon font, no emoji: same look everywhere).
const base = { width: 20, height: 20, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true, focusable: false } as const;

export const TrashIcon = () => (
  <svg {...base}><path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" /></svg>
);
export const MinusIcon = () => <svg {...base}><path d="M5 12h14" /></svg>;
export const PlusIcon = () => <svg {...base}><path d="M12 5v14M5 12h14" /></svg>;
export const BackIcon = () => <svg {...base}><path d="M15 18l-6-6 6-6" /></svg>;
export const BagIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <path d="M6 7h12l-1 13H7L6 7z" />
    <path d="M9 7V6a3 3 0 0 1 6 0v1" />
  </svg>
);

import { createContext, useContext } from "react";

export interface PlateModalApi {
  /** Opens the plate detail of `href` in the modal (JS only); `title` shows while it loads. */
  open: (href: string, title: string) => void;
}

/** null when the branch shows the plate as a page (plateDetailInModal false) or before hydration. */
export const PlateModalContext = createContext<PlateModalApi | null>(null);
export const usePlateModal = () => useContext(PlateModalContext);

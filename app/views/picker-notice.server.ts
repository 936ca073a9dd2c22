// Messages of the picker pages after a redirect (POST → redirect → GET, so they also work
// without JavaScript): the page's `?aviso=` names one fixed message, never free text.
import { MSG_ORDER_IN_PROGRESS, MSG_STATUS_CHANGED, MSG_STATUS_FAILED, MSG_TAKE_ONLY_READY, MSG_TAKEN_BY_OTHER } from "~/domain/orders/picking";
import type { ToastMessage } from "~/domain/toasts";

const NOTICES = {
  ok: { text: MSG_STATUS_CHANGED, tone: "success" },
  tomado: { text: MSG_TAKEN_BY_OTHER, tone: "error" },
  bloqueado: { text: MSG_TAKE_ONLY_READY, tone: "error" },
  encurso: { text: MSG_ORDER_IN_PROGRESS, tone: "info" },
  error: { text: MSG_STATUS_FAILED, tone: "error" },
} as const satisfies Record<string, Omit<ToastMessage, "id">>;

export type PickerNotice = keyof typeof NOTICES;

export function noticeFromUrl(request: Request): ToastMessage[] {
  const key = new URL(request.url).searchParams.get("aviso");
  if (!key || !(key in NOTICES)) return [];
  const n = NOTICES[key as PickerNotice];
  return [{ id: `aviso-${key}`, text: n.text, tone: n.tone }];
}

export const withNotice = (path: string, notice: PickerNotice) => `${path}?aviso=${notice}`;

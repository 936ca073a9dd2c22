// The rider's and the picker's steps taken without signal (docs/decisions/offline-steps-replayed-once.md):
// kept on the phone (IndexedDB, through idb-keyval) in the order they were taken, each with its
// own idempotency key, and replayed one by one, in order, when the signal returns. The page's
// own form action receives each one (the same POST a tap makes, plus `idempotencyKey`), so a
// replay that reaches the server twice applies once. A step the server refuses stops the queue:
// the refusal is kept at its head, shown plainly, and nothing after it is sent.
import { createStore, get, set, type UseStore } from "idb-keyval";

export interface PendingStep {
  /** The idempotency key (also the step's id). */
  key: string;
  /** The page whose form action takes the step (also where it shows as pending). */
  path: string;
  fields: Record<string, string>;
  /** What the person did, as the button said it ('En el local'). */
  label: string;
  takenAt: number;
  /** The step the page offers after this one while it is pending (rider pages), or null. */
  next?: unknown;
  /** Refusal notices of a redirect (`?aviso=`) that mean the step was not applied, with their text. */
  refusedNotices?: Record<string, string>;
}

export interface StepsState {
  steps: PendingStep[];
  /** The server refused the first step: why, in Spanish (the queue waits for the person). */
  refused: { label: string; message: string } | null;
  sending: boolean;
  /** The last try could not reach the server (the phone may still say it is online). */
  unreachable: boolean;
}

const QUEUE_KEY = "pasos";
const REFUSED_KEY = "rechazo";
let store: UseStore | null = null;
const db = () => (store ??= createStore("sabores-staff", "pasos-pendientes"));

let state: StepsState = { steps: [], refused: null, sending: false, unreachable: false };
const listeners = new Set<(s: StepsState) => void>();
function publish(next: Partial<StepsState>) {
  state = { ...state, ...next };
  for (const l of listeners) l(state);
}

export function subscribeSteps(listener: (s: StepsState) => void): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

export async function loadSteps(): Promise<StepsState> {
  const [steps, refused] = await Promise.all([get<PendingStep[]>(QUEUE_KEY, db()), get<StepsState["refused"]>(REFUSED_KEY, db())]);
  publish({ steps: steps ?? [], refused: refused ?? null });
  return state;
}

export const newStepKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Keeps a step taken without signal at the end of the queue. */
export async function keepStep(step: Omit<PendingStep, "key" | "takenAt">): Promise<void> {
  const steps = (await get<PendingStep[]>(QUEUE_KEY, db())) ?? [];
  steps.push({ ...step, key: newStepKey(), takenAt: Date.now() });
  await set(QUEUE_KEY, steps, db());
  publish({ steps });
}

/** Drops the refused step and every one after it (the person read why; the server's state stands). */
export async function dropPendingSteps(): Promise<void> {
  await Promise.all([set(QUEUE_KEY, [], db()), set(REFUSED_KEY, null, db())]);
  publish({ steps: [], refused: null });
}

/** Whether a step should wait in the queue: no signal, or earlier steps still waiting (the order is kept). */
export const mustQueue = (): boolean => (typeof navigator !== "undefined" && navigator.onLine === false) || state.steps.length > 0;

/** The text of the page's alert in an HTML answer (the action's Spanish error). */
function alertText(html: string): string | null {
  try {
    const doc = new DOMParser().parseFromString(html, "text/html");
    const text = doc.querySelector('[role="alert"]')?.textContent?.trim();
    return text || null;
  } catch {
    return null;
  }
}

const REFUSED_BY_STATUS: Record<number, string> = {
  403: "Tu turno terminó o no tienes permiso para este paso.",
  404: "El envío o el pedido ya no existe: pudo haber sido cancelado.",
  409: "El envío ya cambió de estado: pudo haber sido cancelado o tomado por otro repartidor.",
};

type Outcome = { sent: true } | { sent: false; offline: true } | { sent: false; offline: false; message: string };

async function send(step: PendingStep): Promise<Outcome> {
  const body = new URLSearchParams({ ...step.fields, idempotencyKey: step.key });
  let res: Response;
  try {
    res = await fetch(step.path, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { "Idempotency-Key": step.key, "Content-Type": "application/x-www-form-urlencoded" },
    });
  } catch {
    return { sent: false, offline: true };
  }
  // A storage failure on the server: nothing was written, the same key is tried again later.
  if (res.status >= 500) return { sent: false, offline: true };
  if (res.redirected) {
    const notice = new URL(res.url).searchParams.get("aviso");
    const refusal = notice ? step.refusedNotices?.[notice] : undefined;
    return refusal ? { sent: false, offline: false, message: refusal } : { sent: true };
  }
  if (res.ok) return { sent: true };
  const message = alertText(await res.text()) ?? REFUSED_BY_STATUS[res.status] ?? "El servidor no aceptó este paso.";
  return { sent: false, offline: false, message };
}

let running: Promise<boolean> | null = null;

/**
 * Sends the queue in order. Resolves true when every step landed (the page should read the
 * server again), false when it stopped (still no signal, or a refusal now at the head).
 */
export function replaySteps(): Promise<boolean> {
  running ??= (async () => {
    await loadSteps();
    if (state.refused || state.steps.length === 0) return false;
    publish({ sending: true });
    try {
      while (state.steps.length > 0) {
        const [first, ...rest] = state.steps;
        const outcome = await send(first);
        publish({ unreachable: !outcome.sent && outcome.offline });
        if (!outcome.sent && outcome.offline) return false;
        if (!outcome.sent) {
          const refused = { label: first.label, message: outcome.message };
          await set(REFUSED_KEY, refused, db());
          publish({ refused });
          return false;
        }
        await set(QUEUE_KEY, rest, db());
        publish({ steps: rest });
      }
      return true;
    } finally {
      publish({ sending: false });
      running = null;
    }
  })();
  return running;
}

/** 'Sin conexión: 2 pasos pendientes' (one: 'Sin conexión: 1 paso pendiente'). */
export function pendingText(count: number, online: boolean): string {
  const steps = count === 1 ? "1 paso pendiente" : `${count} pasos pendientes`;
  return online ? `Enviando ${steps}…` : `Sin conexión: ${steps}`;
}

/** A step taken but not yet confirmed by the server: '«En el local» pendiente'. */
export const pendingStepText = (label: string): string => `«${label}» pendiente`;

// Hook before the order is submitted (storefront.md §2 Modals: "PWA install
// prompt (if installable, offered before order submission; accepting or
// declining both continue)"). The PWA engineer registers a function here; the
// checkout awaits every registered hook, then submits. Without JavaScript no
// hook runs and the form posts directly.
type BeforeSubmit = () => Promise<void> | void;
const hooks = new Set<BeforeSubmit>();

export function registerBeforeSubmit(hook: BeforeSubmit): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export const hasBeforeSubmit = () => hooks.size > 0;

/** Runs the hooks one after the other; a failing hook never blocks the order. */
export async function runBeforeSubmit(): Promise<void> {
  for (const hook of [...hooks]) {
    try {
      await hook();
    } catch {
      /* declining or failing continues (§2) */
    }
  }
}

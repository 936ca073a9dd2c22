// Side-menu entry of the loyalty reward sign-up (storefront.md §2 Modals
// "loyalty reward sign-up", §4 'Reward modal shows when programme and reward are
// active and the reward has no branch contact'). Without JavaScript a link to
// /menu/{alias}/premio (a page); with it a modal (./reward-modal.tsx) posting to
// that page's action with a fetcher.
import type { SignUpReward } from "~/views/reward-signup.server";
import { lazy, Suspense, useState } from "react";
import { createPortal } from "react-dom";

// The modal and its form load on the first tap (./reward-modal.tsx).
const RewardModal = lazy(() => import("./reward-modal"));

export function RewardEntry({ reward, returnTo, onOpen }: { reward: SignUpReward; returnTo: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  const href = `${reward.href}?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <>
      <a
        className="side-menu__item side-menu__item--reward"
        href={href}
        onClick={(e) => {
          e.preventDefault();
          onOpen?.();
          setOpen(true);
        }}
      >
        <span aria-hidden="true">🎁</span> {reward.name}
      </a>
      {open && typeof document !== "undefined"
        ? createPortal(
            <Suspense fallback={null}>
              <RewardModal reward={reward} returnTo={returnTo} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}

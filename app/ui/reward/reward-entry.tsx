// Side-menu entry of the loyalty reward sign-up (storefront.md §2 Modals
// "loyalty reward sign-up", §4 'Reward modal shows when programme and reward are
// active and the reward has no branch contact'). Without JavaScript a link to
// /menu/{alias}/premio (a page); with it a modal posting to that page's action
// with a fetcher: success redirects back (toast from the flash), a failure is a
// toast and the modal stays open (§8).
import type { SignUpReward } from "~/http/reward-signup.server";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Modal } from "~/ui/modal";
import { showToast } from "~/ui/toasts";
import { RewardFields, rewardLead, type RewardFormReply } from "./reward-form";

export function RewardEntry({ reward, returnTo, onOpen }: { reward: SignUpReward; returnTo: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<RewardFormReply | { ok: true; message: string }>();
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const reply = data && "error" in data ? data : null;
  useEffect(() => {
    if (!data) return;
    // §8: a failure is a toast and the modal stays open; success closes it.
    if ("error" in data) showToast(data.error, "error");
    else {
      showToast(data.message, "success");
      setOpen(false);
    }
  }, [data]);
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
            <Modal title={reward.name} onClose={() => setOpen(false)} closeHref={returnTo} className="reward-modal">
              <p className="reward-lead">{rewardLead(reward)}</p>
              <fetcher.Form method="post" action={reward.href} className="reward-form" noValidate>
                <input type="hidden" name="_modal" value="1" />
                <RewardFields idPrefix="reward-modal" defaults={{ name: "", phone: "", email: "" }} reply={reply}
                  returnTo={returnTo} submitting={fetcher.state !== "idle"} />
              </fetcher.Form>
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}

// The loyalty reward sign-up modal of the side menu, loaded by ./reward-entry.tsx on the first
// tap: it posts to the reward page's action with a fetcher; success redirects back (toast from
// the flash) and closes it, a failure is a toast and the modal stays open (§8).
import type { SignUpReward } from "~/views/reward-signup.server";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/ui/modal";
import { showToast } from "~/ui/toasts";
import { RewardFields, rewardLead, type RewardFormReply } from "./reward-form";

export default function RewardModal({ reward, returnTo, onClose }: { reward: SignUpReward; returnTo: string; onClose: () => void }) {
  const fetcher = useFetcher<RewardFormReply | { ok: true; message: string }>();
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const reply = data && "error" in data ? data : null;
  useEffect(() => {
    if (!data) return;
    // §8: a failure is a toast and the modal stays open; success closes it.
    if ("error" in data) showToast(data.error, "error");
    else {
      showToast(data.message, "success");
      onClose();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  return (
    <Modal title={reward.name} onClose={onClose} closeHref={returnTo} className="reward-modal">
      <p className="reward-lead">{rewardLead(reward)}</p>
      <fetcher.Form method="post" action={reward.href} className="reward-form" noValidate>
        <input type="hidden" name="_modal" value="1" />
        <RewardFields idPrefix="reward-modal" defaults={{ name: "", phone: "", email: "" }} reply={reply}
          returnTo={returnTo} submitting={fetcher.state !== "idle"} />
      </fetcher.Form>
    </Modal>
  );
}

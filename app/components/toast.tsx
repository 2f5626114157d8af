import { memo } from "react";
import type { Toast } from "~/lib/toast";

/** A message carried across a redirect; announced politely, readable without JavaScript. */
export const ToastMessage = memo(function ToastMessage({ toast }: { toast: Toast | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className={`toast toast-${toast.variant ?? "info"}`}>
          <strong>{toast.title}</strong>
          {toast.description ? <p>{toast.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
});

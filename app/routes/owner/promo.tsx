import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import type { Route } from "./+types/promo";
import { longDate, nextDay, startOfDutchDay } from "~/lib/dates";
import { dutchErrors } from "~/lib/schemas/errors";
import { OWNER_MESSAGES, promoCreateSchema, promoToggleSchema } from "~/lib/schemas/owner";
import { createPromoCode, listPromoCodes, setPromoActive } from "~/models/promo.server";
import { readForm } from "~/services/requests/form.server";
import { redirectWithToast } from "~/services/requests/session.server";
import { requireOwner } from "~/services/requests/owner.server";
import { Field } from "~/components/ui/field";

export const handle = { breadcrumb: () => "Promotiecodes" };

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  return { codes: listPromoCodes() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const actor = { id: owner.id, email: owner.email };
  const form = await readForm(request);
  if (form.get("intent") === "create") {
    const submission = parseWithZod(form, { schema: promoCreateSchema, error: dutchErrors });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { code, days, maxUses, expires } = submission.value;
    const created = createPromoCode(actor, {
      code,
      durationDays: days,
      maxUses: maxUses ?? null,
      expiresAt: expires ? new Date(startOfDutchDay(nextDay(expires)).getTime() - 1) : null,
    });
    if (!created) return data({ result: submission.reply({ fieldErrors: { code: [OWNER_MESSAGES.exists] } }) }, { status: 409 });
    return redirectWithToast(request, "/beheer/promo", { title: `Code ${code} aangemaakt`, variant: "success" });
  }
  const submission = parseWithZod(form, { schema: promoToggleSchema });
  if (submission.status !== "success") return data({ result: null }, { status: 400 });
  if (!setPromoActive(actor, submission.value.promoId, submission.value.intent === "activate"))
    return data({ result: null }, { status: 404 });
  return redirectWithToast(request, "/beheer/promo", { title: "Code bijgewerkt", variant: "success" });
}

const fields = ["code", "days", "maxUses", "expires"] as const;

export default function OwnerPromo({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.result && "error" in actionData.result ? actionData.result.error : undefined;
  const label = {
    code: "Code",
    days: "Aantal premiumdagen",
    maxUses: "Hoogstens zo vaak te gebruiken (optioneel)",
    expires: "Geldig tot en met (optioneel)",
  };
  const type = { code: "text", days: "number", maxUses: "number", expires: "date" };
  return (
    <>
      <h2>Promotiecodes</h2>
      <div className="table-scroll">
        <table className="stat-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col" className="num">
                Dagen
              </th>
              <th scope="col" className="num">
                Gebruikt
              </th>
              <th scope="col">Geldig tot</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.codes.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.code}</th>
                <td className="num">{c.durationDays}</td>
                <td className="num">
                  {c.timesUsed}
                  {c.maxUses ? ` van ${c.maxUses}` : ""}
                </td>
                <td>{c.expiresAt ? longDate(c.expiresAt) : "—"}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="promoId" value={c.id} />
                    {c.isActive ? "Actief " : "Uit "}
                    <button type="submit" name="intent" value={c.isActive ? "deactivate" : "activate"} className="button-secondary">
                      {c.isActive ? `Zet ${c.code} uit` : `Zet ${c.code} aan`}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" className="card">
        <h3>Nieuwe code</h3>
        <input type="hidden" name="intent" value="create" />
        {fields.map((f) => (
          <Field key={f} label={label[f]} id={`promo-${f}`} errorId={`promo-${f}-error`} errors={errors?.[f]}>
            <input
              id={`promo-${f}`}
              name={f}
              type={type[f]}
              required={f === "code" || f === "days"}
              aria-invalid={errors?.[f] ? true : undefined}
              aria-describedby={`promo-${f}-error`}
            />
          </Field>
        ))}
        <button type="submit">Code aanmaken</button>
      </Form>
    </>
  );
}

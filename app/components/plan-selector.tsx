import { Link } from "react-router";
import { formatEuro } from "~/lib/money";

export type PlanCard = {
  type: string;
  name: string;
  description: string;
  priceCents: number;
  regularPriceCents: number | null;
  priceNote: string | null;
  discountText: string | null;
  billing: "one_off" | "subscription";
};

/** The one plan catalogue, shown the same way everywhere; choosing a plan is a link to /payment. */
export function PlanSelector({ plans, headingLevel = 3 }: { plans: PlanCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="plan-grid">
      {plans.map((plan) => (
        <li key={plan.type} className="card plan">
          {plan.discountText ? <p className="badge">{plan.discountText}</p> : null}
          <Heading>{plan.name}</Heading>
          <p className="price">
            {plan.regularPriceCents ? (
              <>
                <s>
                  <span className="visually-hidden">normaal </span>
                  {formatEuro(plan.regularPriceCents)}
                </s>{" "}
                <span className="visually-hidden">nu </span>
              </>
            ) : null}
            <strong>{formatEuro(plan.priceCents)}</strong>
          </p>
          {plan.priceNote ? <p className="muted">{plan.priceNote}</p> : null}
          <p>{plan.description}</p>
          <Link to={`/payment?plan=${plan.type}`} className="button" aria-label={`Kies ${plan.name}`}>
            Kies dit pakket
          </Link>
        </li>
      ))}
    </ul>
  );
}

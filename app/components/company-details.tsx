import type { CompanyInfo } from "~/lib/site";

/** The company details the owner configured; a detail that is not configured is left out. */
export function CompanyDetails({ company }: { company: CompanyInfo }) {
  return (
    <dl className="company-details">
      {company.name ? (
        <>
          <dt>Bedrijfsnaam</dt>
          <dd>{company.name}</dd>
        </>
      ) : null}
      {company.kvk ? (
        <>
          <dt>KvK-nummer</dt>
          <dd>{company.kvk}</dd>
        </>
      ) : null}
      {company.email ? (
        <>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

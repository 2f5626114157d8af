/**
 * What the site may say about its owner. Every field is what the owner configured
 * (COMPANY_NAME, COMPANY_KVK, CONTACT_EMAIL); an unset field is left out, never guessed.
 */
export type CompanyInfo = { name: string | undefined; kvk: string | undefined; email: string | undefined };

/** The part of the root loader's data that public pages use for links and structured data. */
export type SiteInfo = { appUrl: string; company: CompanyInfo };

export function hasCompanyDetails(company: CompanyInfo): boolean {
  return Boolean(company.name || company.kvk || company.email);
}

// NIST SP 800-63B §3.1.1.2: a new password is checked against a list of commonly used ones.
// The list is zxcvbn-ts's common-passwords dictionary, plus words people pick for this site.
const SITE_WORDS = ["jacht", "jager", "jachtexamen", "jachttheorie", "oefenapp", "wachtwoord", "jachtakte"];

let common: Promise<Set<string>> | undefined;

/** The list, loaded when a password is first checked: its dictionaries take about 14 MB (ADR 18). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set([...(dictionary["passwords-common"] as string[]), ...SITE_WORDS].map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Whether a password is too easy to guess: on the list as it is, or a listed word with only digits
 * or punctuation added (`wachtwoord123`, `Jager!`), or one character repeated.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.normalize("NFKC").toLowerCase();
  const list = await commonPasswords();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  if (core !== lower && core !== "" && list.has(core)) return true;
  return /^(.)\1*$/.test(lower);
}

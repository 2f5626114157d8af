import { Link } from "react-router";
import type { GuideLinks as Links } from "~/lib/guide-links";

/** Under an explanation: the section (or species page) that teaches it, and the comparison after a wrong picture answer. */
export function GuideLinks({ guide }: { guide: Links | null }) {
  if (!guide || (!guide.readMore && !guide.compare)) return null;
  return (
    <ul className="guide-links">
      {guide.readMore ? (
        <li>
          Lees dit na: <Link to={guide.readMore.href}>{guide.readMore.label}</Link>
        </li>
      ) : null}
      {guide.compare ? (
        <li>
          <Link to={guide.compare.href}>Vergelijk met {guide.compare.label}</Link>
        </li>
      ) : null}
    </ul>
  );
}

import { useNonce } from "~/components/nonce";
import { type JsonLd as JsonLdData, serializeJsonLd } from "~/lib/structured-data";

/** Structured data for search engines. It carries the CSP nonce like every script in the page. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import { Form } from "react-router";
import { MAX_QUERY_LENGTH } from "~/lib/search";

/** A plain GET form to /zoeken: works without JavaScript. */
export function SearchForm({ query = "" }: { query?: string }) {
  return (
    <Form method="get" action="/zoeken" role="search" className="search-form">
      <label htmlFor="zoekterm">Zoek in de leerstof en de soortengids</label>
      <div className="search-row">
        <input id="zoekterm" name="q" type="search" defaultValue={query} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
        <button type="submit">Zoeken</button>
      </div>
    </Form>
  );
}

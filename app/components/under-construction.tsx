/** An honest placeholder for a screen that is not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="page-narrow">
      <h1>{title}</h1>
      <p className="notice">Dit onderdeel is nog in aanbouw. Binnenkort vind je hier meer.</p>
      <p>
        <a href="/">Terug naar de startpagina</a>
      </p>
    </section>
  );
}

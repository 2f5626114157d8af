import { photoSources } from "~/lib/photos";

const ALT = "Foto bij de vraag: bekijk het dier en kies het juiste antwoord.";

/** A question's photo: our own stored copy in the width the screen needs (WebP, JPEG as fallback). */
export function SpeciesPhoto({ url, eager = false }: { url: string; eager?: boolean }) {
  const sources = photoSources(url);
  if (!sources) return <img src={url} alt={ALT} loading={eager ? "eager" : "lazy"} />;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      <img src={url} srcSet={sources.jpeg} sizes={sources.sizes} alt={ALT} loading={eager ? "eager" : "lazy"} />
    </picture>
  );
}

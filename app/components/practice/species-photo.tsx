import { photoSources, type QuestionImage } from "~/lib/photos";

/**
 * A question's photo: our own stored copy in the width the screen needs (WebP, JPEG as fallback),
 * with the maker, the linked licence and the original, as the licence asks.
 */
export function QuestionPhoto({ image, eager = false }: { image: QuestionImage; eager?: boolean }) {
  const sources = photoSources(image.url);
  const loading = eager ? "eager" : "lazy";
  return (
    <figure className="question-image">
      {sources ? (
        <picture>
          <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
          <img src={image.url} srcSet={sources.jpeg} sizes={sources.sizes} alt={image.alt} loading={loading} />
        </picture>
      ) : (
        <img src={image.url} alt={image.alt} loading={loading} />
      )}
      <figcaption>
        Foto: {image.credit}, {image.licenseUrl ? <a href={image.licenseUrl}>{image.license}</a> : image.license} (
        <a href={image.sourceUrl}>origineel</a>)
      </figcaption>
    </figure>
  );
}

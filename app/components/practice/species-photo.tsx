import { photoSources, type QuestionImage } from "~/lib/photos";

/**
 * A question's photo: our own stored copy in the width the screen needs (WebP, JPEG as fallback).
 * Maker, licence and the link to the original come with the answer (`image.credit`): the original's
 * file title names the species, and /fotoverantwoording pairs every maker with that link.
 */
export function QuestionPhoto({ image, eager = false }: { image: QuestionImage; eager?: boolean }) {
  const sources = photoSources(image.url);
  const loading = eager ? "eager" : "lazy";
  const { credit } = image;
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
        {credit ? (
          <>
            Foto: {credit.author}, {credit.licenseUrl ? <a href={credit.licenseUrl}>{credit.license}</a> : credit.license} (
            <a href={credit.sourceUrl}>origineel</a>)
          </>
        ) : (
          "Maker en licentie van de foto staan erbij na je antwoord."
        )}
      </figcaption>
    </figure>
  );
}

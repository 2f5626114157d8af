import { preload } from "react-dom";
import { FIRST_PHOTO_TIMING, photoSources, type QuestionImage } from "~/lib/photos";

/**
 * A question's photo: our own stored copy in the width the screen needs (WebP, JPEG as fallback), its
 * place kept by its width and height. Maker, licence and the link to the original come with the answer
 * (`image.credit`): the original's file title names the species, and /fotoverantwoording pairs every
 * maker with that link. `first`: the photo is what the page is about and in view when it opens (a
 * question's photo, the landing page's demo), so it loads at once and before anything else it waits for,
 * and the page's JavaScript waits until it has been painted.
 */
export function QuestionPhoto({ image, first = false }: { image: QuestionImage; first?: boolean }) {
  const sources = photoSources(image.url);
  // The photo the page is about is asked for from the top of the head, before the browser has read the
  // stylesheet and the page above the photo (a WebP-capable browser; others find the img as before).
  if (first && sources) {
    preload(image.url.replace(/\.jpg$/, ".webp"), {
      as: "image",
      type: "image/webp",
      imageSrcSet: sources.webp,
      imageSizes: sources.sizes,
      fetchPriority: "high",
    });
  }
  const loading = first ? "eager" : "lazy";
  const fetchPriority = first ? "high" : "auto";
  const { credit, width, height } = image;
  // `elementtiming` is not in React's types; React passes it to the element as it is.
  const timing = first ? { elementtiming: FIRST_PHOTO_TIMING } : {};
  const attributes = { width, height, alt: image.alt, loading, fetchPriority, ...timing } as const;
  return (
    <figure className="question-image">
      {sources ? (
        <picture>
          <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
          <img src={image.url} srcSet={sources.jpeg} sizes={sources.sizes} {...attributes} />
        </picture>
      ) : (
        <img src={image.url} {...attributes} />
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

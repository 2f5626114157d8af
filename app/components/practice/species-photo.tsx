import { photoSources, type QuestionImage } from "~/lib/photos";

/**
 * A question's photo: our own stored copy in the width the screen needs (WebP, JPEG as fallback),
 * with the maker and the linked licence. The link to the original names the species in its file
 * title, so it is shown only once the answer is known (`showSource`); /fotoverantwoording lists it too.
 */
export function QuestionPhoto({
  image,
  eager = false,
  showSource = false,
}: {
  image: QuestionImage;
  eager?: boolean;
  showSource?: boolean;
}) {
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
        Foto: {image.credit}, {image.licenseUrl ? <a href={image.licenseUrl}>{image.license}</a> : image.license}
        {showSource ? (
          <>
            {" "}
            (<a href={image.sourceUrl}>origineel</a>)
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

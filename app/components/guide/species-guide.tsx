import { Form } from "react-router";
import type { PhotoCredit } from "~/lib/photos";
import { SourceText } from "~/components/source-text";
import { checkedOnText } from "~/lib/practice/source";
import { copySize, guidePhotoAlt, guidePhotoSources, photoCaption, thumbnailSources } from "~/lib/soorten";

// The species guide's pieces (/soorten): its photos with their credits, the practice forms, the source line.

/** A guide photo as the loader sends it: its sealed guide key, its original's size, its view and credit. */
export type ShownGuidePhoto = { key: string; view: string | null; width: number; height: number; credit: PhotoCredit };

/** Maker, licence (linked where it has an address) and the original, as the licence asks. */
export function PhotoCreditLine({ credit }: { credit: PhotoCredit }) {
  return (
    <span className="guide-credit">
      Foto: {credit.author}, {credit.licenseUrl ? <a href={credit.licenseUrl}>{credit.license}</a> : credit.license} (
      <a href={credit.sourceUrl}>origineel</a>)
    </span>
  );
}

/** A species photo with its caption (what it shows) and its credit; it loads when it comes into view. */
export function GuidePhoto({
  photo,
  name,
  sizes,
  caption = true,
}: {
  photo: ShownGuidePhoto;
  name: string;
  sizes: string;
  caption?: boolean;
}) {
  const sources = guidePhotoSources(photo.key, sizes);
  const { width, height } = copySize(photo.width, photo.height, 800);
  return (
    <figure className="guide-photo">
      <picture>
        <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
        <img
          src={sources.src}
          srcSet={sources.jpeg}
          sizes={sources.sizes}
          width={width}
          height={height}
          alt={guidePhotoAlt(name, photo.view)}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <figcaption>
        {caption ? <span className="guide-photo-view">{photoCaption(name, photo.view)}</span> : null}
        <PhotoCreditLine credit={photo.credit} />
      </figcaption>
    </figure>
  );
}

/** The small photo beside a species in the list: the 480 px copies only. Decorative: the link names the species. */
export function SpeciesThumb({ photo }: { photo: ShownGuidePhoto | null }) {
  if (!photo) return <span className="species-thumb species-thumb-empty" aria-hidden="true" />;
  const sources = thumbnailSources(photo.key);
  const { width, height } = copySize(photo.width, photo.height, 480);
  return (
    <picture className="species-thumb">
      <source type="image/webp" srcSet={sources.webp} />
      <img src={sources.jpeg} width={width} height={height} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}

/** 'Oefen deze soort' / 'Oefen deze groep': a real form, so it works without JavaScript. */
export function GuidePracticeForm({
  intent,
  value,
  label,
  accessibleName,
  secondary = false,
}: {
  intent: "oefen-soort" | "oefen-groep";
  value: string;
  label: string;
  /** The button's name where several such buttons are on one page ('Oefen deze groep: eenden'); it starts with `label`. */
  accessibleName?: string;
  secondary?: boolean;
}) {
  return (
    <Form method="post" className="guide-practice-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={intent === "oefen-soort" ? "soort" : "groep"} value={value} />
      <button type="submit" className={secondary ? "button button-secondary" : "button"} aria-label={accessibleName}>
        {label}
      </button>
    </Form>
  );
}

/** The sources of where the law places a species (the law or a public body first), and when they were read. */
export function LawSources({ sources, checkedOn }: { sources: readonly string[]; checkedOn: string }) {
  const checked = checkedOnText(checkedOn);
  return (
    <div className="guide-source">
      <p>{sources.length === 1 ? "Bron:" : "Bronnen:"}</p>
      <ul>
        {sources.map((source) => (
          <li key={source}>
            <SourceText source={source} />
          </li>
        ))}
      </ul>
      {checked ? <p>Gecontroleerd op {checked}.</p> : null}
    </div>
  );
}

/** Why the form started nothing (an unknown species or group, too many new visitors), said at the top. */
export function GuideRefusal({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <div className="form-error" role="alert">
      <p>{error}</p>
    </div>
  );
}

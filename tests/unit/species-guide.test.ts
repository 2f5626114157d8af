import { describe, expect, it } from "vitest";
import {
  areLookalikes,
  comparePath,
  copySize,
  groupAnchor,
  groupPracticeTitle,
  guidePhotoAlt,
  guidePhotoSources,
  isSpeciesId,
  marksKeyFirst,
  photoCaption,
  pickComparedPhotos,
  representativePhoto,
  sentenceStart,
  speciesPath,
  speciesPracticeTitle,
  canonicalComparePath,
  thumbnailSources,
} from "~/lib/soorten";
import { guidePracticeSchema } from "~/lib/schemas/species-guide";

const photo = (id: number, view: string | null) => ({ id, view });
const KEY = "AbCdEfGhIjKlMnOpQrStUv";

describe("the species guide's rules", () => {
  it("writes the guide's addresses and refuses segments that cannot be a species", () => {
    expect(speciesPath("ree")).toBe("/soorten/ree");
    expect(comparePath("ree", "damhert")).toBe("/soorten/vergelijk/ree/damhert");
    expect(isSpeciesId("canadese-gans")).toBe(true);
    for (const bad of ["", "Ree", "ree/damhert", "../etc", "a".repeat(81), "ree%20"]) expect(isSpeciesId(bad)).toBe(false);
  });

  it("compares two species only when one names the other as a look-alike", () => {
    const ree = { id: "ree", lookalikes: ["damhert", "edelhert"] };
    const damhert = { id: "damhert", lookalikes: ["edelhert"] };
    const haas = { id: "haas", lookalikes: ["konijn"] };
    expect(areLookalikes(ree, damhert)).toBe(true);
    expect(areLookalikes(damhert, ree)).toBe(true);
    expect(areLookalikes(ree, haas)).toBe(false);
    expect(areLookalikes(ree, ree)).toBe(false);
  });

  it("puts photos of the same view side by side: the male or a photo without a view first, then any shared view", () => {
    expect(pickComparedPhotos([photo(1, "vrouwtje"), photo(2, "mannetje")], [photo(3, "mannetje"), photo(4, "vrouwtje")])).toEqual([
      photo(2, "mannetje"),
      photo(3, "mannetje"),
    ]);
    expect(pickComparedPhotos([photo(1, "in vlucht"), photo(2, null)], [photo(3, null), photo(4, "in vlucht")])).toEqual([
      photo(2, null),
      photo(3, null),
    ]);
    expect(pickComparedPhotos([photo(1, "vrouwtje"), photo(2, "in vlucht")], [photo(3, "in vlucht"), photo(4, "mannetje")])).toEqual([
      photo(2, "in vlucht"),
      photo(3, "in vlucht"),
    ]);
    // No shared view: each one's first photo; a species without photos has none.
    expect(pickComparedPhotos([photo(1, "mannetje")], [photo(3, "jong")])).toEqual([photo(1, "mannetje"), photo(3, "jong")]);
    expect(pickComparedPhotos([], [photo(3, null)])).toEqual([null, photo(3, null)]);
  });

  it("lets the male or a photo without a view stand for a species in the list", () => {
    expect(representativePhoto([photo(1, "vrouwtje"), photo(2, "mannetje")])).toEqual(photo(2, "mannetje"));
    expect(representativePhoto([photo(1, "in vlucht"), photo(2, null)])).toEqual(photo(2, null));
    expect(representativePhoto([photo(1, "jong")])).toEqual(photo(1, "jong"));
    expect(representativePhoto([])).toBeNull();
  });

  it("names the species in captions and alt texts, and writes names as the start of a sentence", () => {
    expect(sentenceStart("ree")).toBe("Ree");
    expect(sentenceStart("Canadese gans")).toBe("Canadese gans");
    expect(photoCaption("ree", "mannetje")).toBe("Ree, mannetje");
    expect(photoCaption("wilde eend", null)).toBe("Wilde eend");
    expect(guidePhotoAlt("ree", "vrouwtje")).toBe("Foto van een ree (vrouwtje)");
    expect(groupAnchor("ganzen en zwanen")).toBe("groep-ganzen-en-zwanen");
    expect(speciesPracticeTitle("ree")).toBe("Ree en de soorten die erop lijken");
    expect(groupPracticeTitle("eenden")).toBe("Groep: eenden");
  });

  it("serves the list's small photos from the 480 px copies and the pages' photos from every width, under the key given", () => {
    expect(thumbnailSources(KEY)).toEqual({ webp: `/photos/${KEY}-480.webp`, jpeg: `/photos/${KEY}-480.jpg` });
    const sources = guidePhotoSources(KEY, "50vw");
    expect(sources.src).toBe(`/photos/${KEY}-800.jpg`);
    expect(sources.webp).toBe(
      `/photos/${KEY}-480.webp 480w, /photos/${KEY}-720.webp 720w, /photos/${KEY}-800.webp 800w, /photos/${KEY}-1200.webp 1200w`,
    );
    expect(copySize(1600, 1067, 480)).toEqual({ width: 480, height: 320 });
    expect(copySize(300, 200, 480)).toEqual({ width: 300, height: 200 });
  });

  it("keeps the key mark out of the other marks", () => {
    expect(marksKeyFirst("Zwarte neus", ["Zwarte neus", "Witte kin"])).toEqual({ keyMark: "Zwarte neus", others: ["Witte kin"] });
  });

  it("reads the practice forms: a species id or a group, nothing else", () => {
    expect(guidePracticeSchema.safeParse({ intent: "oefen-soort", soort: "ree" }).success).toBe(true);
    expect(guidePracticeSchema.safeParse({ intent: "oefen-groep", groep: "eenden" }).success).toBe(true);
    expect(guidePracticeSchema.safeParse({ intent: "oefen-soort", soort: "<script>" }).success).toBe(false);
    expect(guidePracticeSchema.safeParse({ intent: "oefen-groep", groep: "" }).success).toBe(false);
    expect(guidePracticeSchema.safeParse({ intent: "wis-alles", soort: "ree" }).success).toBe(false);
  });
});

describe("a comparison's canonical address", () => {
  it("names the pair in alphabetical order, whichever order was asked", () => {
    expect(canonicalComparePath("ree", "damhert")).toBe("/soorten/vergelijk/damhert/ree");
    expect(canonicalComparePath("damhert", "ree")).toBe("/soorten/vergelijk/damhert/ree");
  });
});

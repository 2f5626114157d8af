import type { NextFunction, Request, Response } from "express";
import send from "send";
import { parsePhotoName, photoFile, PHOTO_WIDTHS } from "~/lib/photos";
import { openPhotoKey } from "~/platform/sealed.server";

/**
 * Species photos, stored by the photo lookup under their number and served only under their sealed
 * address (`/photos/<key>-<width>.<format>`): the number would lead to the credits page's source, and so
 * to the species. A photo's file never changes once written.
 */
export function speciesPhotos(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = parsePhotoName(req.path.slice(1));
    const id = name ? openPhotoKey(name.key) : null;
    if (!name || id === null) return next();
    // A width added after the photo was stored is written at the next start; until then the next larger
    // one answers for it, cached briefly. No ETag or Last-Modified: they are made from the file, so they
    // would be the same under a question's address and the guides' and tie the two together (ADR 19).
    const serve = (width: number, standIn: boolean) =>
      send(req, photoFile(id, width, name.format), {
        root: dir,
        immutable: !standIn,
        maxAge: standIn ? "1h" : "1y",
        etag: false,
        lastModified: false,
      })
        .on("error", (error: NodeJS.ErrnoException) => {
          const larger = PHOTO_WIDTHS.find((w) => w > width);
          if (larger && error.code === "ENOENT" && !res.headersSent) serve(larger, true);
          else next();
        })
        .pipe(res);
    serve(name.width, false);
  };
}
